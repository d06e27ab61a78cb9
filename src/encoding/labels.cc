// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The WHATWG Encoding Standard's table of encodings and labels (§4.2 "Names and labels",
// https://encoding.spec.whatwg.org/#names-and-labels), as constexpr data, and the lookups over it.

#include <algorithm>
#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

#include "src/internal/ascii.h"
#include "wtf8/encoding.h"

namespace wtf8 {
namespace encoding {
namespace {

// §4.2: each encoding's name, exactly as the table spells it, indexed by `Encoding`.
constexpr std::array<std::string_view, kEncodingCount> kNames = {
    "UTF-8",           // Encoding::kUtf8
    "IBM866",          // Encoding::kIbm866
    "ISO-8859-2",      // Encoding::kIso8859_2
    "ISO-8859-3",      // Encoding::kIso8859_3
    "ISO-8859-4",      // Encoding::kIso8859_4
    "ISO-8859-5",      // Encoding::kIso8859_5
    "ISO-8859-6",      // Encoding::kIso8859_6
    "ISO-8859-7",      // Encoding::kIso8859_7
    "ISO-8859-8",      // Encoding::kIso8859_8
    "ISO-8859-8-I",    // Encoding::kIso8859_8I
    "ISO-8859-10",     // Encoding::kIso8859_10
    "ISO-8859-13",     // Encoding::kIso8859_13
    "ISO-8859-14",     // Encoding::kIso8859_14
    "ISO-8859-15",     // Encoding::kIso8859_15
    "ISO-8859-16",     // Encoding::kIso8859_16
    "KOI8-R",          // Encoding::kKoi8R
    "KOI8-U",          // Encoding::kKoi8U
    "macintosh",       // Encoding::kMacintosh
    "windows-874",     // Encoding::kWindows874
    "windows-1250",    // Encoding::kWindows1250
    "windows-1251",    // Encoding::kWindows1251
    "windows-1252",    // Encoding::kWindows1252
    "windows-1253",    // Encoding::kWindows1253
    "windows-1254",    // Encoding::kWindows1254
    "windows-1255",    // Encoding::kWindows1255
    "windows-1256",    // Encoding::kWindows1256
    "windows-1257",    // Encoding::kWindows1257
    "windows-1258",    // Encoding::kWindows1258
    "x-mac-cyrillic",  // Encoding::kXMacCyrillic
    "GBK",             // Encoding::kGbk
    "gb18030",         // Encoding::kGb18030
    "Big5",            // Encoding::kBig5
    "EUC-JP",          // Encoding::kEucJp
    "ISO-2022-JP",     // Encoding::kIso2022Jp
    "Shift_JIS",       // Encoding::kShiftJis
    "EUC-KR",          // Encoding::kEucKr
    "replacement",     // Encoding::kReplacement
    "UTF-16BE",        // Encoding::kUtf16Be
    "UTF-16LE",        // Encoding::kUtf16Le
    "x-user-defined",  // Encoding::kXUserDefined
};

struct Label {
  std::string_view label;
  Encoding encoding;
};

// §4.2: all 228 labels, lowercase, sorted by byte value so that lookup is a binary search.
constexpr Label kLabels[] = {
    {"866", Encoding::kIbm866},
    {"ansi_x3.4-1968", Encoding::kWindows1252},
    {"arabic", Encoding::kIso8859_6},
    {"ascii", Encoding::kWindows1252},
    {"asmo-708", Encoding::kIso8859_6},
    {"big5", Encoding::kBig5},
    {"big5-hkscs", Encoding::kBig5},
    {"chinese", Encoding::kGbk},
    {"cn-big5", Encoding::kBig5},
    {"cp1250", Encoding::kWindows1250},
    {"cp1251", Encoding::kWindows1251},
    {"cp1252", Encoding::kWindows1252},
    {"cp1253", Encoding::kWindows1253},
    {"cp1254", Encoding::kWindows1254},
    {"cp1255", Encoding::kWindows1255},
    {"cp1256", Encoding::kWindows1256},
    {"cp1257", Encoding::kWindows1257},
    {"cp1258", Encoding::kWindows1258},
    {"cp819", Encoding::kWindows1252},
    {"cp866", Encoding::kIbm866},
    {"csbig5", Encoding::kBig5},
    {"cseuckr", Encoding::kEucKr},
    {"cseucpkdfmtjapanese", Encoding::kEucJp},
    {"csgb2312", Encoding::kGbk},
    {"csibm866", Encoding::kIbm866},
    {"csiso2022jp", Encoding::kIso2022Jp},
    {"csiso2022kr", Encoding::kReplacement},
    {"csiso58gb231280", Encoding::kGbk},
    {"csiso88596e", Encoding::kIso8859_6},
    {"csiso88596i", Encoding::kIso8859_6},
    {"csiso88598e", Encoding::kIso8859_8},
    {"csiso88598i", Encoding::kIso8859_8I},
    {"csisolatin1", Encoding::kWindows1252},
    {"csisolatin2", Encoding::kIso8859_2},
    {"csisolatin3", Encoding::kIso8859_3},
    {"csisolatin4", Encoding::kIso8859_4},
    {"csisolatin5", Encoding::kWindows1254},
    {"csisolatin6", Encoding::kIso8859_10},
    {"csisolatin9", Encoding::kIso8859_15},
    {"csisolatinarabic", Encoding::kIso8859_6},
    {"csisolatincyrillic", Encoding::kIso8859_5},
    {"csisolatingreek", Encoding::kIso8859_7},
    {"csisolatinhebrew", Encoding::kIso8859_8},
    {"cskoi8r", Encoding::kKoi8R},
    {"csksc56011987", Encoding::kEucKr},
    {"csmacintosh", Encoding::kMacintosh},
    {"csshiftjis", Encoding::kShiftJis},
    {"csunicode", Encoding::kUtf16Le},
    {"cyrillic", Encoding::kIso8859_5},
    {"dos-874", Encoding::kWindows874},
    {"ecma-114", Encoding::kIso8859_6},
    {"ecma-118", Encoding::kIso8859_7},
    {"elot_928", Encoding::kIso8859_7},
    {"euc-jp", Encoding::kEucJp},
    {"euc-kr", Encoding::kEucKr},
    {"gb18030", Encoding::kGb18030},
    {"gb2312", Encoding::kGbk},
    {"gb_2312", Encoding::kGbk},
    {"gb_2312-80", Encoding::kGbk},
    {"gbk", Encoding::kGbk},
    {"greek", Encoding::kIso8859_7},
    {"greek8", Encoding::kIso8859_7},
    {"hebrew", Encoding::kIso8859_8},
    {"hz-gb-2312", Encoding::kReplacement},
    {"ibm819", Encoding::kWindows1252},
    {"ibm866", Encoding::kIbm866},
    {"iso-10646-ucs-2", Encoding::kUtf16Le},
    {"iso-2022-cn", Encoding::kReplacement},
    {"iso-2022-cn-ext", Encoding::kReplacement},
    {"iso-2022-jp", Encoding::kIso2022Jp},
    {"iso-2022-kr", Encoding::kReplacement},
    {"iso-8859-1", Encoding::kWindows1252},
    {"iso-8859-10", Encoding::kIso8859_10},
    {"iso-8859-11", Encoding::kWindows874},
    {"iso-8859-13", Encoding::kIso8859_13},
    {"iso-8859-14", Encoding::kIso8859_14},
    {"iso-8859-15", Encoding::kIso8859_15},
    {"iso-8859-16", Encoding::kIso8859_16},
    {"iso-8859-2", Encoding::kIso8859_2},
    {"iso-8859-3", Encoding::kIso8859_3},
    {"iso-8859-4", Encoding::kIso8859_4},
    {"iso-8859-5", Encoding::kIso8859_5},
    {"iso-8859-6", Encoding::kIso8859_6},
    {"iso-8859-6-e", Encoding::kIso8859_6},
    {"iso-8859-6-i", Encoding::kIso8859_6},
    {"iso-8859-7", Encoding::kIso8859_7},
    {"iso-8859-8", Encoding::kIso8859_8},
    {"iso-8859-8-e", Encoding::kIso8859_8},
    {"iso-8859-8-i", Encoding::kIso8859_8I},
    {"iso-8859-9", Encoding::kWindows1254},
    {"iso-ir-100", Encoding::kWindows1252},
    {"iso-ir-101", Encoding::kIso8859_2},
    {"iso-ir-109", Encoding::kIso8859_3},
    {"iso-ir-110", Encoding::kIso8859_4},
    {"iso-ir-126", Encoding::kIso8859_7},
    {"iso-ir-127", Encoding::kIso8859_6},
    {"iso-ir-138", Encoding::kIso8859_8},
    {"iso-ir-144", Encoding::kIso8859_5},
    {"iso-ir-148", Encoding::kWindows1254},
    {"iso-ir-149", Encoding::kEucKr},
    {"iso-ir-157", Encoding::kIso8859_10},
    {"iso-ir-58", Encoding::kGbk},
    {"iso8859-1", Encoding::kWindows1252},
    {"iso8859-10", Encoding::kIso8859_10},
    {"iso8859-11", Encoding::kWindows874},
    {"iso8859-13", Encoding::kIso8859_13},
    {"iso8859-14", Encoding::kIso8859_14},
    {"iso8859-15", Encoding::kIso8859_15},
    {"iso8859-2", Encoding::kIso8859_2},
    {"iso8859-3", Encoding::kIso8859_3},
    {"iso8859-4", Encoding::kIso8859_4},
    {"iso8859-5", Encoding::kIso8859_5},
    {"iso8859-6", Encoding::kIso8859_6},
    {"iso8859-7", Encoding::kIso8859_7},
    {"iso8859-8", Encoding::kIso8859_8},
    {"iso8859-9", Encoding::kWindows1254},
    {"iso88591", Encoding::kWindows1252},
    {"iso885910", Encoding::kIso8859_10},
    {"iso885911", Encoding::kWindows874},
    {"iso885913", Encoding::kIso8859_13},
    {"iso885914", Encoding::kIso8859_14},
    {"iso885915", Encoding::kIso8859_15},
    {"iso88592", Encoding::kIso8859_2},
    {"iso88593", Encoding::kIso8859_3},
    {"iso88594", Encoding::kIso8859_4},
    {"iso88595", Encoding::kIso8859_5},
    {"iso88596", Encoding::kIso8859_6},
    {"iso88597", Encoding::kIso8859_7},
    {"iso88598", Encoding::kIso8859_8},
    {"iso88599", Encoding::kWindows1254},
    {"iso_8859-1", Encoding::kWindows1252},
    {"iso_8859-15", Encoding::kIso8859_15},
    {"iso_8859-1:1987", Encoding::kWindows1252},
    {"iso_8859-2", Encoding::kIso8859_2},
    {"iso_8859-2:1987", Encoding::kIso8859_2},
    {"iso_8859-3", Encoding::kIso8859_3},
    {"iso_8859-3:1988", Encoding::kIso8859_3},
    {"iso_8859-4", Encoding::kIso8859_4},
    {"iso_8859-4:1988", Encoding::kIso8859_4},
    {"iso_8859-5", Encoding::kIso8859_5},
    {"iso_8859-5:1988", Encoding::kIso8859_5},
    {"iso_8859-6", Encoding::kIso8859_6},
    {"iso_8859-6:1987", Encoding::kIso8859_6},
    {"iso_8859-7", Encoding::kIso8859_7},
    {"iso_8859-7:1987", Encoding::kIso8859_7},
    {"iso_8859-8", Encoding::kIso8859_8},
    {"iso_8859-8:1988", Encoding::kIso8859_8},
    {"iso_8859-9", Encoding::kWindows1254},
    {"iso_8859-9:1989", Encoding::kWindows1254},
    {"koi", Encoding::kKoi8R},
    {"koi8", Encoding::kKoi8R},
    {"koi8-r", Encoding::kKoi8R},
    {"koi8-ru", Encoding::kKoi8U},
    {"koi8-u", Encoding::kKoi8U},
    {"koi8_r", Encoding::kKoi8R},
    {"korean", Encoding::kEucKr},
    {"ks_c_5601-1987", Encoding::kEucKr},
    {"ks_c_5601-1989", Encoding::kEucKr},
    {"ksc5601", Encoding::kEucKr},
    {"ksc_5601", Encoding::kEucKr},
    {"l1", Encoding::kWindows1252},
    {"l2", Encoding::kIso8859_2},
    {"l3", Encoding::kIso8859_3},
    {"l4", Encoding::kIso8859_4},
    {"l5", Encoding::kWindows1254},
    {"l6", Encoding::kIso8859_10},
    {"l9", Encoding::kIso8859_15},
    {"latin1", Encoding::kWindows1252},
    {"latin2", Encoding::kIso8859_2},
    {"latin3", Encoding::kIso8859_3},
    {"latin4", Encoding::kIso8859_4},
    {"latin5", Encoding::kWindows1254},
    {"latin6", Encoding::kIso8859_10},
    {"logical", Encoding::kIso8859_8I},
    {"mac", Encoding::kMacintosh},
    {"macintosh", Encoding::kMacintosh},
    {"ms932", Encoding::kShiftJis},
    {"ms_kanji", Encoding::kShiftJis},
    {"replacement", Encoding::kReplacement},
    {"shift-jis", Encoding::kShiftJis},
    {"shift_jis", Encoding::kShiftJis},
    {"sjis", Encoding::kShiftJis},
    {"sun_eu_greek", Encoding::kIso8859_7},
    {"tis-620", Encoding::kWindows874},
    {"ucs-2", Encoding::kUtf16Le},
    {"unicode", Encoding::kUtf16Le},
    {"unicode-1-1-utf-8", Encoding::kUtf8},
    {"unicode11utf8", Encoding::kUtf8},
    {"unicode20utf8", Encoding::kUtf8},
    {"unicodefeff", Encoding::kUtf16Le},
    {"unicodefffe", Encoding::kUtf16Be},
    {"us-ascii", Encoding::kWindows1252},
    {"utf-16", Encoding::kUtf16Le},
    {"utf-16be", Encoding::kUtf16Be},
    {"utf-16le", Encoding::kUtf16Le},
    {"utf-8", Encoding::kUtf8},
    {"utf8", Encoding::kUtf8},
    {"visual", Encoding::kIso8859_8},
    {"windows-1250", Encoding::kWindows1250},
    {"windows-1251", Encoding::kWindows1251},
    {"windows-1252", Encoding::kWindows1252},
    {"windows-1253", Encoding::kWindows1253},
    {"windows-1254", Encoding::kWindows1254},
    {"windows-1255", Encoding::kWindows1255},
    {"windows-1256", Encoding::kWindows1256},
    {"windows-1257", Encoding::kWindows1257},
    {"windows-1258", Encoding::kWindows1258},
    {"windows-31j", Encoding::kShiftJis},
    {"windows-874", Encoding::kWindows874},
    {"windows-949", Encoding::kEucKr},
    {"x-cp1250", Encoding::kWindows1250},
    {"x-cp1251", Encoding::kWindows1251},
    {"x-cp1252", Encoding::kWindows1252},
    {"x-cp1253", Encoding::kWindows1253},
    {"x-cp1254", Encoding::kWindows1254},
    {"x-cp1255", Encoding::kWindows1255},
    {"x-cp1256", Encoding::kWindows1256},
    {"x-cp1257", Encoding::kWindows1257},
    {"x-cp1258", Encoding::kWindows1258},
    {"x-euc-jp", Encoding::kEucJp},
    {"x-gbk", Encoding::kGbk},
    {"x-mac-cyrillic", Encoding::kXMacCyrillic},
    {"x-mac-roman", Encoding::kMacintosh},
    {"x-mac-ukrainian", Encoding::kXMacCyrillic},
    {"x-sjis", Encoding::kShiftJis},
    {"x-unicode20utf8", Encoding::kUtf8},
    {"x-user-defined", Encoding::kXUserDefined},
    {"x-x-big5", Encoding::kBig5},
};

constexpr bool labels_are_sorted_and_unique() {
  for (std::size_t i = 1; i < std::size(kLabels); ++i) {
    if (!(kLabels[i - 1].label < kLabels[i].label)) return false;
  }
  return true;
}
static_assert(labels_are_sorted_and_unique(), "kLabels must stay sorted for the binary search");
static_assert(std::size(kLabels) == 228, "the standard's table has 228 labels");

constexpr std::size_t longest_label() {
  std::size_t n = 0;
  for (const Label& l : kLabels) n = std::max(n, l.label.size());
  return n;
}
constexpr std::size_t kMaxLabelLength = longest_label();  // "cseucpkdfmtjapanese": 19

// Infra's ASCII whitespace, which "get an encoding" strips: TAB, LF, FF, CR, SPACE.
constexpr bool is_ascii_whitespace(char c) {
  return c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == ' ';
}

}  // namespace

std::optional<Encoding> encoding_for_label(std::string_view label) noexcept {
  // §4.2 "get an encoding", step 1: remove leading and trailing ASCII whitespace.
  while (!label.empty() && is_ascii_whitespace(label.front())) label.remove_prefix(1);
  while (!label.empty() && is_ascii_whitespace(label.back())) label.remove_suffix(1);
  // Step 2: an ASCII case-insensitive match. Every label is ASCII lowercase, so lowercasing the
  // input (only A-Z; other bytes stay as they are and cannot match) and comparing bytes is that.
  if (label.empty() || label.size() > kMaxLabelLength) return std::nullopt;
  char lowered[kMaxLabelLength];
  for (std::size_t i = 0; i < label.size(); ++i) {
    lowered[i] = wtf8::internal::ascii_to_lower(label[i]);
  }
  const std::string_view key(lowered, label.size());
  const Label* end = std::end(kLabels);
  const Label* it =
      std::lower_bound(std::begin(kLabels), end, key,
                       [](const Label& l, std::string_view k) { return l.label < k; });
  if (it == end || it->label != key) return std::nullopt;
  return it->encoding;
}

std::string_view name(Encoding encoding) noexcept {
  return kNames[static_cast<std::size_t>(encoding)];
}

Encoding output_encoding(Encoding encoding) noexcept {
  // §4.3 "get an output encoding".
  switch (encoding) {
    case Encoding::kReplacement:
    case Encoding::kUtf16Be:
    case Encoding::kUtf16Le:
      return Encoding::kUtf8;
    default:
      return encoding;
  }
}

bool is_decoding_implemented(Encoding encoding) noexcept {
  switch (encoding) {
    case Encoding::kUtf8:
    case Encoding::kUtf16Be:
    case Encoding::kUtf16Le:
    case Encoding::kReplacement:
    case Encoding::kXUserDefined:
      return true;
    default:
      return false;
  }
}

}  // namespace encoding
}  // namespace wtf8
