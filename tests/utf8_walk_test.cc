// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// `walk_utf8` (wtf8/internal/bytes/utf8_decoder_state.h), the one loop behind
// Wtf8Buf::from_utf8_lossy, the WHATWG UTF-8 decoder and os::from_posix_bytes, against its scalar
// reference: the WHATWG state machine fed one byte at a time (every byte sequence of up to 3 bytes
// over the bytes that matter, and random longer ones), whole and cut into two chunks.

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"
#include "wtf8/internal/bytes/utf8_decoder_state.h"

namespace wtf8 {
namespace internal {
namespace {

// A piece of the input: well-formed (fault unused) or an ill-formed subpart.
struct Piece {
  bool well_formed;
  std::size_t begin;
  std::size_t end;
  Utf8Fault fault;
  bool operator==(const Piece& o) const {
    return well_formed == o.well_formed && begin == o.begin && end == o.end &&
           (well_formed || fault == o.fault);
  }
};

std::string show(const std::vector<Piece>& pieces) {
  std::string out;
  for (const Piece& p : pieces) {
    out += (p.well_formed ? "ok[" : "bad[") + std::to_string(p.begin) + "," +
           std::to_string(p.end) + ")";
    if (!p.well_formed) out += "#" + std::to_string(static_cast<int>(p.fault));
    out += " ";
  }
  return out;
}

// Adds a well-formed piece, merging it with a well-formed piece just before it.
void add_well_formed(std::vector<Piece>& pieces, std::size_t begin, std::size_t end) {
  if (!pieces.empty() && pieces.back().well_formed && pieces.back().end == begin) {
    pieces.back().end = end;
  } else {
    pieces.push_back({true, begin, end, Utf8Fault::kInvalidByte});
  }
}

// The reference: one byte at a time through the state machine, §8.1.1 as written.
std::vector<Piece> reference(std::string_view bytes) {
  std::vector<Piece> pieces;
  Utf8DecoderState machine;
  std::size_t start = 0;
  std::size_t pos = 0;
  while (pos < bytes.size()) {
    if (machine.idle()) start = pos;
    uint32_t cp;
    switch (machine.feed(static_cast<uint8_t>(bytes[pos]), &cp)) {
      case Utf8DecoderState::Step::kNeedMore:
        ++pos;
        break;
      case Utf8DecoderState::Step::kCodePoint:
        ++pos;
        add_well_formed(pieces, start, pos);
        break;
      case Utf8DecoderState::Step::kError:
        ++pos;
        pieces.push_back({false, start, pos, Utf8Fault::kInvalidByte});
        break;
      case Utf8DecoderState::Step::kErrorReprocess:
        pieces.push_back({false, start, pos, Utf8Fault::kUnexpectedByte});
        break;
    }
  }
  if (machine.finish()) pieces.push_back({false, start, bytes.size(), Utf8Fault::kTruncated});
  return pieces;
}

// `walk_utf8` over `bytes`, cut after `cut` bytes into two chunks (the first one not last); the
// sequence left pending at the cut is finished by feeding the second chunk's bytes to the machine.
std::vector<Piece> walked(std::string_view bytes, std::size_t cut) {
  std::vector<Piece> pieces;
  Utf8DecoderState machine;
  std::size_t base = 0;
  auto on_well_formed = [&](std::size_t b, std::size_t e) {
    EXPECT_LT(b, e);
    add_well_formed(pieces, base + b, base + e);
  };
  auto on_ill_formed = [&](std::size_t b, std::size_t e, Utf8Fault f) {
    EXPECT_LT(b, e);
    EXPECT_LE(e - b, 3u);
    pieces.push_back({false, base + b, base + e, f});
    return true;
  };
  const bool last = cut >= bytes.size();
  EXPECT_TRUE(walk_utf8(bytes.substr(0, cut), last, machine, on_well_formed, on_ill_formed));
  if (last) {
    EXPECT_TRUE(machine.idle());
    return pieces;
  }
  // Finish a pending sequence byte by byte, as the streaming decoder does.
  std::size_t pos = cut;
  const std::size_t start = cut - machine.pending();
  while (!machine.idle() && pos < bytes.size()) {
    uint32_t cp;
    const auto step = machine.feed(static_cast<uint8_t>(bytes[pos]), &cp);
    if (step == Utf8DecoderState::Step::kNeedMore) {
      ++pos;
    } else if (step == Utf8DecoderState::Step::kCodePoint) {
      add_well_formed(pieces, start, ++pos);
    } else {  // kErrorReprocess
      pieces.push_back({false, start, pos, Utf8Fault::kUnexpectedByte});
    }
  }
  if (!machine.idle()) {
    machine.finish();
    pieces.push_back({false, start, bytes.size(), Utf8Fault::kTruncated});
    return pieces;
  }
  base = pos;
  EXPECT_TRUE(walk_utf8(bytes.substr(pos), true, machine, on_well_formed, on_ill_formed));
  return pieces;
}

void check(std::string_view bytes) {
  const std::vector<Piece> expected = reference(bytes);
  for (std::size_t cut = 0; cut <= bytes.size(); ++cut) {
    const std::vector<Piece> got = walked(bytes, cut);
    ASSERT_TRUE(got == expected) << "bytes of size " << bytes.size() << ", cut " << cut << ": walk "
                                 << show(got) << "vs reference " << show(expected);
  }
}

TEST(Utf8WalkTest, SpecExample) {
  std::vector<Piece> got;
  Utf8DecoderState machine;
  walk_utf8(
      "a\xC3\xA9\xE2\x82x\xFF", true, machine,
      [&](std::size_t b, std::size_t e) {
        got.push_back({true, b, e, Utf8Fault::kInvalidByte});
      },
      [&](std::size_t b, std::size_t e, Utf8Fault f) {
        got.push_back({false, b, e, f});
        return true;
      });
  const std::vector<Piece> expected = {{true, 0, 3, Utf8Fault::kInvalidByte},
                                       {false, 3, 5, Utf8Fault::kUnexpectedByte},
                                       {true, 5, 6, Utf8Fault::kInvalidByte},
                                       {false, 6, 7, Utf8Fault::kInvalidByte}};
  EXPECT_TRUE(got == expected) << show(got);
}

TEST(Utf8WalkTest, StopsWhenAskedAndReportsIt) {
  int calls = 0;
  Utf8DecoderState machine;
  const bool finished = walk_utf8(
      "\xFF\xFFz", true, machine, [](std::size_t, std::size_t) {},
      [&](std::size_t, std::size_t, Utf8Fault) {
        ++calls;
        return false;
      });
  EXPECT_FALSE(finished);
  EXPECT_EQ(calls, 1);
}

TEST(Utf8WalkTest, AgreesWithTheStateMachineOnEveryShortInput) {
  // Every boundary of RFC 3629 Table 3, ASCII, and bytes that never appear.
  const uint8_t alphabet[] = {0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF,
                              0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE,
                              0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF};
  std::string s;
  check(s);
  for (uint8_t a : alphabet) {
    for (uint8_t b : alphabet) {
      for (uint8_t c : alphabet) {
        s.assign({static_cast<char>(a), static_cast<char>(b), static_cast<char>(c)});
        check(s);
        check(s.substr(0, 2));
      }
      check(std::string(1, static_cast<char>(a)));
    }
  }
}

TEST(Utf8WalkTest, AgreesWithTheStateMachineOnRandomInputs) {
  std::mt19937 rng(20261123);
  // Mostly well-formed text with errors sprinkled in, so runs and subparts alternate.
  const std::string_view parts[] = {
      "a",    "\xC3\xA9", "\xE2\x82\xAC", "\xF0\x9F\x98\x80", "\xED\xA0\x80", "\xF4\x90",
      "\x80", "\xE0\x9F", "\xFF",         "\xF0\x9F\x98",     "xyz"};
  for (int round = 0; round < 2000; ++round) {
    std::string s;
    const int count = static_cast<int>(rng() % 12);
    for (int k = 0; k < count; ++k) s += parts[rng() % (sizeof(parts) / sizeof(parts[0]))];
    check(s);
  }
}

TEST(Utf8WalkTest, WellFormedSequenceLengthFollowsTable3) {
  EXPECT_EQ(well_formed_sequence_length("\xC3\xA9x", 3), 2u);
  EXPECT_EQ(well_formed_sequence_length("\xF0\x9F\x98\x80", 4), 4u);
  EXPECT_EQ(well_formed_sequence_length("\xF0\x9F\x98\x80", 3), 0u);  // cut
  EXPECT_EQ(well_formed_sequence_length("\xE0\x80\x80", 3), 0u);      // overlong
  EXPECT_EQ(well_formed_sequence_length("\xED\xA0\x80", 3), 0u);      // surrogate
  EXPECT_EQ(well_formed_sequence_length("\xF4\x90\x80\x80", 4), 0u);  // above U+10FFFF
  EXPECT_EQ(well_formed_sequence_length("\xE2\x82x", 3), 0u);         // interrupted
  EXPECT_EQ(well_formed_sequence_length("a", 1), 0u);                 // ASCII is not its job
}

}  // namespace
}  // namespace internal
}  // namespace wtf8
