/* TactileGTK's C API: host a Tactile (UIKit-style, Swift) scene in a GTK 4 widget tree from C.
 *
 * The scene is Swift code: a Swift library registers it by name with TactileHostWidget.registerScene(_:_:), from a
 * function of its own that the C program calls first (tactile_photos_register_scenes() in the example). The widget
 * is a GtkDrawingArea: put it anywhere in a GTK widget tree. Call everything on the main thread, after gtk_init()
 * or inside GtkApplication::activate. See Hosts/GTK/README.md.
 */
#ifndef TACTILE_GTK_H
#define TACTILE_GTK_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A new widget hosting the scene registered as `scene`, in a window of width × height points, on a new
 * UIApplication running on GLib's main loop. Returns a floating reference, or NULL (with a warning naming the
 * registered scenes) when no scene has that name or the size is not positive. */
GtkWidget *tactile_host_widget_new (const char *scene, int width, int height);

/* Whether `widget` was made by tactile_host_widget_new. */
gboolean tactile_host_widget_is_host (GtkWidget *widget);

G_END_DECLS

#endif /* TACTILE_GTK_H */
