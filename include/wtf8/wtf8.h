// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/wtf8.h
// -----------------------------------------------------------------------------
//
// The one header users include: every public wtf8 type and function.
//
// Example:
//   #include "wtf8/wtf8.h"
//   wtf8::Wtf8Buf name = wtf8::Wtf8Buf::from_utf16(u"report\xD800.txt");  // lone surrogate kept
//   name.to_utf16() == u"report\xD800.txt";                               // true: lossless
//   name.to_utf8_lossy();                                                  // "report\uFFFD.txt"

#ifndef WTF8_WTF8_H_
#define WTF8_WTF8_H_

#include "wtf8/code_point.h"    // IWYU pragma: export
#include "wtf8/code_points.h"   // IWYU pragma: export
#include "wtf8/command_line.h"  // IWYU pragma: export
#include "wtf8/display.h"       // IWYU pragma: export
#include "wtf8/encode_into.h"   // IWYU pragma: export
#include "wtf8/encoding.h"      // IWYU pragma: export
#include "wtf8/error.h"         // IWYU pragma: export
#include "wtf8/escape.h"        // IWYU pragma: export
#include "wtf8/file_names.h"    // IWYU pragma: export
#include "wtf8/finder.h"        // IWYU pragma: export
#include "wtf8/glob.h"          // IWYU pragma: export
#include "wtf8/ignore.h"        // IWYU pragma: export
#include "wtf8/json.h"          // IWYU pragma: export
#include "wtf8/literals.h"      // IWYU pragma: export
#include "wtf8/os.h"            // IWYU pragma: export
#include "wtf8/os_path.h"       // IWYU pragma: export
#include "wtf8/path.h"          // IWYU pragma: export
#include "wtf8/path_view.h"     // IWYU pragma: export
#include "wtf8/pattern.h"       // IWYU pragma: export
#include "wtf8/search.h"        // IWYU pragma: export
#include "wtf8/utf58.h"         // IWYU pragma: export
#include "wtf8/valid_prefix.h"  // IWYU pragma: export
#include "wtf8/walk.h"          // IWYU pragma: export
#include "wtf8/wtf8_buf.h"      // IWYU pragma: export
#include "wtf8/wtf8_view.h"     // IWYU pragma: export

#endif  // WTF8_WTF8_H_
