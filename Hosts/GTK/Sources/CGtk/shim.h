// GTK 4 (with GDK, GLib, cairo and Pango), the GLib Unix API (g_unix_fd_add: the main dispatch queue's eventfd)
// and pangocairo (text). GTK's function-like macros (g_signal_connect, GTK_WIDGET, …) do not import into Swift;
// TactileGTK calls the functions behind them.
#include <gtk/gtk.h>
#include <glib-unix.h>
#include <pango/pangocairo.h>
