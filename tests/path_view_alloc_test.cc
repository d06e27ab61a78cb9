// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// PathView allocates nothing: this binary replaces the global operator new with one that counts,
// then reads paths of both styles (lone surrogates, supplementary characters, split halves,
// every Windows prefix) through the view and checks that the count did not move. Its own binary,
// so the counting new sees no other test.

#include <atomic>
#include <cstddef>
#include <cstdlib>
#include <new>
#include <string>
#include <vector>

#include "absl/hash/hash.h"
#include "absl/status/statusor.h"
#include "gtest/gtest.h"
#include "wtf8/path.h"
#include "wtf8/path_view.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace {
std::atomic<std::size_t> allocations{0};
}  // namespace

void* operator new(std::size_t size) {
  allocations.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t size) { return operator new(size); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
  allocations.fetch_add(1, std::memory_order_relaxed);
  return std::malloc(size == 0 ? 1 : size);
}
void* operator new[](std::size_t size, const std::nothrow_t& tag) noexcept {
  return operator new(size, tag);
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }

namespace wtf8 {
namespace {

// What a caller does with a view: parse, then read everything a path has. Returns a checksum so
// that nothing is optimized away.
std::size_t read_everything(PathStyle style, Wtf8View text, Wtf8View other) {
  const PathView p = PathView::parse(style, text);
  std::size_t sum = 0;
  for (const Wtf8View part : p.parts()) sum += part.size();
  sum += p.parts().size() + p.parts().empty();
  sum += p.drive().size() + p.root().size() + p.anchor().size();
  sum += p.name().size() + p.stem().size() + p.suffix().size();
  for (const Wtf8View s : p.suffixes()) sum += s.size();
  const PathView parent = p.parent();
  sum += parent.as_view().size() + parent.name().size() + parent.parent().as_view().size();
  sum += p.is_absolute() + p.is_reserved() + p.has_trailing_dot_or_space() +
         p.has_invalid_windows_char();
  // relative_to that succeeds (a failure builds its message, which allocates).
  const absl::StatusOr<PathView> r = p.relative_to(parent);
  sum += r.ok() ? r->as_view().size() : 1000;
  sum += p.is_relative_to(parent) + p.is_relative_to(other) + p.is_relative_to(text);
  const PathView q = PathView::parse(style, other);
  sum += (p == q) + (p < q) + static_cast<std::size_t>(PathView::compare(p, parent) + 1);
  sum += absl::HashOf(p) & 1;
  return sum;
}

TEST(PathViewAllocationTest, ReadingAPathAllocatesNothing) {
  // The inputs are built first (that allocates).
  const std::vector<std::u16string> inputs = {
      u"/usr//lib/./python3.11/site-packages/x.tar.gz",
      u"C:/Users//me/./r\xD800.tar.gz",
      u"\\\\server\\share\\dir\\\xD83D\xDE00.txt",
      u"//?/UNC/srv/sh/a\\b",
      u"\\\\?\\\\\\s\\sh\\x",
      u"\\\\?\\c:\\x.y",
      u"\\\\.\\COM1",
      u"a/Com1 .txt",
      u"./c:a/b/.",
      u"\xDC00/\xDBFF",
      u"",
      u".",
      u"//",
      u"///a/..",
  };
  std::vector<Wtf8Buf> texts;
  for (const std::u16string& s : inputs) texts.push_back(Wtf8Buf::from_utf16(s));
  const Wtf8Buf emoji = Wtf8Buf::from_utf16(u"a/\xD83D\xDE00/b");
  const Wtf8View split_head = emoji.as_view().slice_to(4);    // ends with a split lead surrogate
  const Wtf8View split_tail = emoji.as_view().slice_from(4);  // begins with a split trail

  // The counter counts (where the platform lets a program replace operator new): the owned path
  // allocates.
  const std::size_t owned_before = allocations.load();
  const PathBuf owned = PathBuf::posix(texts[0]);
  if (allocations.load() == owned_before) {
    GTEST_SKIP() << "the replaced operator new is not called here, so nothing can be counted";
  }
  EXPECT_EQ(owned.name(), PathView::posix(texts[0]).name());

  std::vector<Wtf8View> views(texts.begin(), texts.end());
  views.push_back(split_head);
  views.push_back(split_tail);
  std::size_t sum = 0;
  const std::size_t before = allocations.load();
  for (const PathStyle style : {PathStyle::kPosix, PathStyle::kWindows}) {
    for (const Wtf8View text : views) {
      for (const Wtf8View other : views) sum += read_everything(style, text, other);
    }
  }
  const std::size_t after = allocations.load();
  EXPECT_EQ(after, before) << "PathView allocated " << after - before << " times";
  EXPECT_GT(sum, 0u);
}

}  // namespace
}  // namespace wtf8
