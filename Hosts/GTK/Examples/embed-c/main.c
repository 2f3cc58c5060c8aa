/* A C GTK app with a Tactile scene inside: a GtkLabel above the photo viewer, which Swift registered as "photos".
 *
 * Build (from Hosts/GTK, after `swift build --product TactilePhotosEmbedded`):
 *
 *     cc Examples/embed-c/main.c -o .build/embed-c -Iinclude $(pkg-config --cflags --libs gtk4) \
 *         -L.build/debug -lTactilePhotosEmbedded -Wl,-rpath,$PWD/.build/debug
 *
 * Run: .build/embed-c [--log-actions] [--scene NAME]   (--log-actions prints the viewer's actions; --scene hosts
 * another registered scene, "photos" by default; an unknown name ends the program with status 1)
 */
#include <stdio.h>
#include <string.h>
#include <gtk/gtk.h>
#include "tactile_gtk.h"

/* From the example's Swift library (PhotoViewerExample): registers the photo viewer as the scene "photos". */
void tactile_photos_register_scenes (int logs_actions);

static const char *scene = "photos";
static int status_if_missing = 0;

static void
activate (GtkApplication *app, gpointer user_data)
{
  GtkWidget *window = gtk_application_window_new (app);
  gtk_window_set_title (GTK_WINDOW (window), "Tactile in C");
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), gtk_label_new ("A GTK label, and a Tactile scene below it"));
  GtkWidget *host = tactile_host_widget_new (scene, 400, 500);
  if (host == NULL)
    {
      status_if_missing = 1;
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  gtk_box_append (GTK_BOX (box), host);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  printf ("ready %s\n", tactile_host_widget_is_host (host) ? "host" : "not a host");
  fflush (stdout);
}

int
main (int argc, char **argv)
{
  int logs_actions = 0;
  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--log-actions") == 0)
        logs_actions = 1;
      else if (strcmp (argv[i], "--scene") == 0 && i + 1 < argc)
        scene = argv[++i];
    }
  tactile_photos_register_scenes (logs_actions);
  GtkApplication *app = gtk_application_new ("org.tactile.EmbedC", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  int status = g_application_run (G_APPLICATION (app), 1, argv);
  g_object_unref (app);
  return status != 0 ? status : status_if_missing;
}
