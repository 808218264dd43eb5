#pragma once
// PODTWIN_TR_NOOP(context, text) marks an English text of the model for translation and is the text
// itself: the model stays free of Qt, lupdate finds the texts through its option
// -tr-function-alias QT_TRANSLATE_NOOP+=PODTWIN_TR_NOOP (the Makefile's `translations` target and
// app/CMakeLists.txt), and the views show them with QCoreApplication::translate(context, text).
// The context names the catalogue the translations are kept under (the views' "EventText").

#define PODTWIN_TR_NOOP(context, text) text
