#include "gtest/gtest.h"
#include "wtf8/wtf8.h"

TEST(Smoke, Works) {
  auto b = wtf8::Wtf8Buf::from_utf16(u"a\xD800");
  EXPECT_EQ(b.size(), 4u);
  EXPECT_EQ(b.debug_string(), "\"a\\u{d800}\"");
}
