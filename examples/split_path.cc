// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Splitting a path into its components, stem and extension without converting it to UTF-8
// first (which would lose a lone surrogate) and without copying: every piece is a view into the
// path, and joining pieces gives back the exact original. The last part does the same with the
// path grammar: `wtf8::PathView` reads the path in place (drive, root, `.` components, both
// separators) and allocates nothing.
//
// Run: ./bazelw run //examples:split_path

#include <iostream>
#include <optional>
#include <vector>

#include "wtf8/wtf8.h"

int main() {
  using wtf8::Wtf8Buf;
  using wtf8::Wtf8View;
  using namespace wtf8::literals;

  // A Windows path with both separators and a lone surrogate in a directory name.
  const Wtf8Buf path = Wtf8Buf::from_utf16(u"C:\\Users\\b\xDC00rt/Documents\\notes.tar.gz");
  std::cout << "path: " << path.debug_string() << "\n";

  // Components: split on either separator; skip empty pieces ("a\\\\b").
  const wtf8::CodePointSet separators = wtf8::CodePointSet::from_ascii("\\/");
  std::vector<Wtf8View> components;
  for (const Wtf8View piece : path.split(separators)) {
    if (!piece.empty()) components.push_back(piece);
  }
  for (const Wtf8View c : components) {
    std::cout << "  component " << c.debug_string() << (c.is_utf8() ? "" : "  <- not UTF-8")
              << "\n";
  }

  // The file name is after the last separator; the extension after its last dot.
  const Wtf8View file = components.back();
  const auto [stem, extension] = *file.rsplit_once('.');
  std::cout << "file name: " << file.debug_string() << ", stem: " << stem.debug_string()
            << ", extension: " << extension.debug_string() << "\n";
  std::cout << "ends with \".gz\": " << std::boolalpha << file.ends_with(".gz")
            << "; stem without \".tar\": "
            << stem.strip_suffix(".tar"_wtf8).value_or(stem).debug_string() << "\n";

  // The parent directory: everything before the last separator, still a view.
  const std::size_t last_separator = path.rfind(separators);
  const Wtf8View parent = path.slice(0, last_separator);
  std::cout << "parent: " << parent.debug_string() << "\n";

  // Rebuilding with one separator kind, exactly (the surrogate survives).
  Wtf8Buf rebuilt;
  for (std::size_t i = 0; i < components.size(); ++i) {
    if (i > 0) rebuilt += "/"_wtf8;
    rebuilt += components[i];
  }
  std::cout << "with '/': " << rebuilt.debug_string() << "\n";
  std::cout << "same as replace('\\\\', \"/\"): " << (rebuilt == path.replace('\\', "/"_wtf8))
            << "\n";

  // The same path read with the Windows grammar, in place: every answer is a view of `path`.
  const wtf8::PathView p = wtf8::PathView::windows(path);
  std::cout << "PathView: drive " << p.drive().debug_string() << ", name "
            << p.name().debug_string() << ", suffix " << p.suffix().debug_string() << ", parent "
            << p.parent().debug_string() << ", parts";
  for (const Wtf8View part : p.parts()) std::cout << " " << part.debug_string();
  std::cout << "\nnormalized (a PathBuf, allocated): " << p.to_path_buf().debug_string() << "\n";
  return 0;
}
