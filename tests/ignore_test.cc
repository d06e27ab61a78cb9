// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "wtf8/ignore.h"

#include <string>

#include "gtest/gtest.h"
#include "wtf8/os.h"

namespace wtf8 {
namespace {

Wtf8Buf b(std::string_view bytes) { return os::from_posix_bytes(bytes); }

TEST(IgnoreFile, Basic) {
  const Wtf8Buf src = b(".gitignore");
  IgnoreFile f = IgnoreFile::parse("*.o\n!keep.o\n", src.as_view());
  ASSERT_EQ(f.rules().size(), 2u);
  const Wtf8Buf path = b("a/x.o");
  const IgnoreRule* r = f.last_match(path.as_view(), false);
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(r->line(), 1u);
}

}  // namespace
}  // namespace wtf8
