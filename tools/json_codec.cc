// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "tools/json_codec.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "tools/io.h"
#include "wtf8/json.h"

namespace wtf8 {
namespace cli {
namespace {

// RFC 8259 §2's insignificant whitespace, but for the line feed that ends a line.
bool is_json_space(char c) { return c == ' ' || c == '\t' || c == '\r'; }

uint32_t hex4(std::string_view digits) {
  uint32_t v = 0;
  for (const char c : digits) {
    v = v * 16 + static_cast<uint32_t>(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
  }
  return v;
}

// The length of the prefix of `literal` (valid: json_unquote accepted it) whose code points are
// the first `out_bytes` bytes of what it stands for (in WTF-8). Mirrors json_unquote: a lead
// surrogate escape directly followed by a trail surrogate escape is one 4-byte code point.
std::size_t literal_prefix(std::string_view literal, std::size_t out_bytes) {
  std::size_t i = 1;
  std::size_t out = 0;
  while (out < out_bytes && i + 1 < literal.size()) {
    const unsigned char c = static_cast<unsigned char>(literal[i]);
    if (c != '\\') {
      const std::size_t len = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
      i += len;
      out += len;
      continue;
    }
    if (literal[i + 1] != 'u') {
      i += 2;
      out += 1;
      continue;
    }
    const uint32_t unit = hex4(literal.substr(i + 2, 4));
    const bool lead = unit >= 0xD800 && unit <= 0xDBFF;
    if (lead && literal.substr(i + 6, 2) == "\\u") {
      const uint32_t next = hex4(literal.substr(i + 8, 4));
      if (next >= 0xDC00 && next <= 0xDFFF) {
        i += 12;
        out += 4;
        continue;
      }
    }
    i += 6;
    out += unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3;
  }
  return i;
}

class JsonSource : public Source {
 public:
  absl::Status decode(std::string_view chunk, bool last, Wtf8Buf& out) override {
    held_.append(chunk.data(), chunk.size());
    lines_.clear();
    call_start_ = held_offset_;
    std::size_t start = 0;
    absl::Status status;
    while (start < held_.size()) {
      const std::size_t newline = held_.find('\n', start);
      if (newline == std::string::npos && !last) break;  // wait for the rest of the line
      const std::size_t end = newline == std::string::npos ? held_.size() : newline;
      std::size_t a = start, b = end;
      while (a < b && is_json_space(held_[a])) ++a;
      while (b > a && is_json_space(held_[b - 1])) --b;
      const std::string_view literal(held_.data() + a, b - a);
      Line line{held_offset_ + start,
                held_offset_ + a,
                std::string(literal),
                out.size(),
                0,
                held_offset_ + (newline == std::string::npos ? end : newline + 1)};
      status = append_json_unquoted(literal, out);
      if (!status.ok()) {
        status = shift_offset(status, held_offset_ + a);
        break;
      }
      line.out_end = out.size();
      if (newline != std::string::npos) out.push(CodePoint::from_u32_unchecked('\n'));
      lines_.push_back(std::move(line));
      start = newline == std::string::npos ? held_.size() : newline + 1;
    }
    held_.erase(0, start);
    held_offset_ += start;
    return status;
  }

  // `text` is a prefix of what the last decode() appended; the input bytes it came from.
  std::optional<uint64_t> input_size_of(Wtf8View text) const override {
    const std::size_t k = text.size();
    for (const Line& line : lines_) {
      if (k > line.out_end) continue;  // past this line's code points (and perhaps its '\n')
      if (k == line.out_begin) return line.in_start - call_start_;
      return line.literal_start + literal_prefix(line.literal, k - line.out_begin) - call_start_;
    }
    return lines_.empty() ? 0 : lines_.back().in_next - call_start_;
  }

 private:
  struct Line {
    uint64_t in_start;       // stream offset of the line
    uint64_t literal_start;  // stream offset of its literal
    std::string literal;
    std::size_t out_begin;  // where its code points begin and end in decode()'s output
    std::size_t out_end;
    uint64_t in_next;  // stream offset of the next line
  };
  std::string held_;  // the input from the start of an unfinished line on
  uint64_t held_offset_ = 0;
  uint64_t call_start_ = 0;
  std::vector<Line> lines_;  // the lines the last decode() wrote
};

class JsonSink : public Sink {
 public:
  std::optional<Error> encode(Wtf8View text, std::string& out) override {
    const std::string_view bytes = text.as_bytes();
    std::size_t start = 0;
    while (start < bytes.size()) {
      const std::size_t newline = bytes.find('\n', start);
      const std::size_t end = newline == std::string_view::npos ? bytes.size() : newline;
      if (!open_) out += '"';
      open_ = true;
      if (end > start) {
        // The escaped code points without the quotes json_quote puts around them. '\n' is ASCII,
        // so `start` and `end` are code point boundaries (and the sources never cut a surrogate
        // pair between two texts: they hold a lead surrogate back, as their decoders do).
        const std::size_t at = out.size();
        append_json_quoted(text.slice(start, end), JsonStyle::kJs, out);
        out.pop_back();
        out.erase(at, 1);
      }
      if (newline == std::string_view::npos) break;
      out += "\"\n";
      open_ = false;
      start = newline + 1;
    }
    return std::nullopt;
  }
  void finish(std::string& out) override {
    if (open_) out += '"';
    open_ = false;
  }

 private:
  bool open_ = false;  // a literal has been opened and not closed
};

}  // namespace

std::unique_ptr<Source> make_json_source() { return std::make_unique<JsonSource>(); }
std::unique_ptr<Sink> make_json_sink() { return std::make_unique<JsonSink>(); }

}  // namespace cli
}  // namespace wtf8
