// Must not compile: it is a core translation unit (it links only neardup_core)
// that asks for a widget. See tests/layering/CMakeLists.txt.
#include <QWidget>

int widgetProbe()
{
    QWidget widget;
    return widget.width();
}
