// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Fuzz target: OMG-WTF-8 slicing and search. The fuzzer picks a haystack and a needle as UTF-16
// code units from a small alphabet rich in surrogates (so matches, split halves and pairs that
// join are common), cuts each at fuzzer-chosen boundaries (so either may begin with a split trail
// or end with a split lead surrogate), and checks
//   - `is_boundary`, `try_slice` and `slice` at every offset pair against the UTF-16 unit model;
//   - every search operation, for the needle as a `Wtf8View`, as a `CodePoint` (one code point)
//     and as a predicate, against the naive UTF-16 search (tests/reference/utf16_search_model.h);
//   - `split` pieces joined with the `matches` between them give the haystack back;
//   - `replace`/`replacen` equal replacing in UTF-16;
//   - a prepared `wtf8::Finder` of the needle: `find`/`rfind`/`find_range`/`rfind_range` from
//     every offset, and every operation with the Finder as the pattern, against the same model,
//     under a fuzzer-chosen kernel table and on the haystack repeated a fuzzer-chosen number of
//     times (so the vector loops of every table see long inputs).

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "fuzz/fuzz_util.h"
#include "src/simd/kernels.h"
#include "tests/reference/utf16_search_model.h"
#include "wtf8/finder.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace {

using wtf8::CodePoint;
using wtf8::Wtf8Buf;
using wtf8::Wtf8View;
using wtf8_model::Model;
using wtf8_model::Range;
constexpr std::size_t npos = Wtf8View::npos;

// ASCII (with the separator ','), a 2- and a 3-byte character, both kinds of surrogates, and
// pieces of supplementary characters that share a lead (D800) or a trail (DC00) half.
constexpr char16_t kAlphabet[] = {u'a',   u'b',   u',',   0x00E9, 0x4E2D, 0xD800,
                                  0xDC00, 0xD800, 0xDC00, 0xDC01, 0xD83D, 0xDE00};

std::u16string units(wtf8_fuzz::FuzzInput& in, std::size_t n) {
  std::u16string out;
  for (std::size_t i = 0; i < n && !in.empty(); ++i) {
    out += kAlphabet[in.byte() % (sizeof kAlphabet / sizeof kAlphabet[0])];
  }
  return out;
}

// A fuzzer-chosen OMG slice [b, e) of `s` (b <= e, both boundaries).
Wtf8View cut(wtf8_fuzz::FuzzInput& in, Wtf8View s) {
  std::vector<std::size_t> boundaries;
  for (std::size_t i = 0; i <= s.size(); ++i) {
    if (s.is_boundary(i)) boundaries.push_back(i);
  }
  std::size_t a = in.below(boundaries.size());
  std::size_t b = in.below(boundaries.size());
  if (a > b) std::swap(a, b);
  return s.slice(boundaries[a], boundaries[b]);
}

std::string show(Wtf8View v) {
  return v.debug_string() + " [" + wtf8_fuzz::hex(v.as_bytes()) + "]";
}

bool same_view(Wtf8View a, Wtf8View b) { return a.data() == b.data() && a.size() == b.size(); }

template <typename R>
std::vector<Wtf8View> views(const R& range) {
  std::vector<Wtf8View> out;
  for (Wtf8View v : range) out.push_back(v);
  return out;
}

void check_pieces(Wtf8View hay, const std::vector<Wtf8View>& got, const std::vector<Range>& want,
                  const std::string& what) {
  FUZZ_CHECK(got.size() == want.size(), what + ": piece count in " + show(hay));
  for (std::size_t i = 0; i < got.size(); ++i) {
    FUZZ_CHECK(same_view(got[i], hay.slice(want[i].first, want[i].second)),
               what + ": piece " + std::to_string(i) + " is " + show(got[i]) + " in " + show(hay));
  }
}

// Slicing against the unit model: boundaries are exactly the model's unit offsets, and a slice
// between two of them holds exactly those units.
void check_slicing(Wtf8View hay) {
  const wtf8_model::Haystack h = wtf8_model::make_haystack(hay);
  std::vector<long> unit_at(hay.size() + 1, -1);
  for (std::size_t u = 0; u < h.offset.size(); ++u) unit_at[h.offset[u]] = static_cast<long>(u);
  for (std::size_t i = 0; i <= hay.size() + 1; ++i) {
    const bool want = i <= hay.size() && unit_at[i] >= 0;
    FUZZ_CHECK(hay.is_boundary(i) == want,
               "is_boundary(" + std::to_string(i) + ") of " + show(hay));
  }
  FUZZ_CHECK(!hay.is_boundary(npos), "is_boundary(npos)");
  FUZZ_CHECK(!hay.try_slice(0, npos) && !hay.try_slice(npos, npos), "try_slice near SIZE_MAX");
  for (std::size_t b = 0; b <= hay.size() + 1; ++b) {
    for (std::size_t e = 0; e <= hay.size() + 1; ++e) {
      const std::optional<Wtf8View> s = hay.try_slice(b, e);
      const bool ok = b <= e && e <= hay.size() && unit_at[b] >= 0 && unit_at[e] >= 0;
      FUZZ_CHECK(s.has_value() == ok,
                 "try_slice(" + std::to_string(b) + ", " + std::to_string(e) + ") of " + show(hay));
      if (!ok) continue;
      const std::u16string want = h.units.substr(static_cast<std::size_t>(unit_at[b]),
                                                 static_cast<std::size_t>(unit_at[e] - unit_at[b]));
      FUZZ_CHECK(s->to_utf16() == want, "slice content " + show(*s));
      FUZZ_CHECK(wtf8::is_well_formed_omg_wtf8(s->as_bytes()), "slice bytes " + show(*s));
      FUZZ_CHECK(s->utf16_len() == want.size(), "slice utf16_len " + show(*s));
      FUZZ_CHECK(s->to_buf() == Wtf8Buf::from_utf16(want), "slice to_buf " + show(*s));
    }
  }
}

// Every search operation with the pattern `make()` (a fresh one per call) against `model`.
template <typename Make>
void check_ops(Wtf8View hay, const Make& make, const Model& model,
               const std::function<Model(Wtf8View)>& model_for, const Wtf8Buf& to,
               const std::string& what) {
  const std::string ctx = what + " in " + show(hay);
  for (std::size_t from = 0; from <= hay.size() + 1; ++from) {
    const std::optional<Range> f = model.find(from);
    FUZZ_CHECK(hay.find(make(), from) == (f ? f->first : npos), "find " + ctx);
    FUZZ_CHECK(hay.find_range(make(), from) == f, "find_range " + ctx);
    const std::optional<Range> r = model.rfind(from);
    FUZZ_CHECK(hay.rfind(make(), from) == (r ? r->first : npos), "rfind " + ctx);
    FUZZ_CHECK(hay.rfind_range(make(), from) == r, "rfind_range " + ctx);
  }
  const std::optional<Range> last = model.rfind(npos);
  FUZZ_CHECK(hay.rfind(make()) == (last ? last->first : npos), "rfind(npos) " + ctx);
  FUZZ_CHECK(hay.find(make(), npos) == npos, "find from npos " + ctx);
  FUZZ_CHECK(hay.contains(make()) == model.find(0).has_value(), "contains " + ctx);
  FUZZ_CHECK(hay.starts_with(make()) == model.prefix().has_value(), "starts_with " + ctx);
  FUZZ_CHECK(hay.ends_with(make()) == model.suffix().has_value(), "ends_with " + ctx);
  const auto sp = hay.strip_prefix(make());
  FUZZ_CHECK(sp.has_value() == model.prefix().has_value() &&
                 (!sp || same_view(*sp, hay.slice_from(model.prefix()->second))),
             "strip_prefix " + ctx);
  const auto ss = hay.strip_suffix(make());
  FUZZ_CHECK(ss.has_value() == model.suffix().has_value() &&
                 (!ss || same_view(*ss, hay.slice_to(model.suffix()->first))),
             "strip_suffix " + ctx);

  check_pieces(hay, views(hay.split(make())), model.split(), "split " + ctx);
  check_pieces(hay, views(hay.rsplit(make())), model.rsplit(), "rsplit " + ctx);
  for (std::size_t k = 0; k <= 3; ++k) {
    check_pieces(hay, views(hay.splitn(k, make())), model.split(k), "splitn " + ctx);
    check_pieces(hay, views(hay.rsplitn(k, make())), model.rsplit(k), "rsplitn " + ctx);
  }
  check_pieces(hay, views(hay.split_terminator(make())), model.split_terminator(),
               "split_terminator " + ctx);
  check_pieces(hay, views(hay.split_inclusive(make())), model.split_inclusive(),
               "split_inclusive " + ctx);
  const std::vector<Range> fwd = model.forward();
  const std::vector<Range> bwd = model.backward();
  check_pieces(hay, views(hay.matches(make())), fwd, "matches " + ctx);
  std::vector<Range> ranges;
  for (const auto& r : hay.match_ranges(make())) ranges.push_back(r);
  FUZZ_CHECK(ranges == fwd, "match_ranges " + ctx);
  std::size_t ri = 0;
  for (const auto& [at, v] : hay.rmatch_indices(make())) {
    FUZZ_CHECK(ri < bwd.size() && at == bwd[ri].first &&
                   same_view(v, hay.slice(bwd[ri].first, bwd[ri].second)),
               "rmatch_indices " + std::to_string(ri) + " " + ctx);
    ++ri;
  }
  FUZZ_CHECK(ri == bwd.size(), "rmatch_indices count " + ctx);
  std::size_t fi = 0;
  for (const auto& [at, v] : hay.match_indices(make())) {
    FUZZ_CHECK(fi < fwd.size() && at == fwd[fi].first &&
                   same_view(v, hay.slice(fwd[fi].first, fwd[fi].second)),
               "match_indices " + std::to_string(fi) + " " + ctx);
    ++fi;
  }
  FUZZ_CHECK(fi == fwd.size(), "match_indices count " + ctx);
  const auto once = hay.split_once(make());
  FUZZ_CHECK(once.has_value() == !fwd.empty(), "split_once " + ctx);
  if (once) {
    FUZZ_CHECK(same_view(once->first, hay.slice_to(fwd[0].first)) &&
                   same_view(once->second, hay.slice_from(fwd[0].second)),
               "split_once pieces " + ctx);
  }
  const auto ronce = hay.rsplit_once(make());
  FUZZ_CHECK(ronce.has_value() == !bwd.empty(), "rsplit_once " + ctx);
  if (ronce) {
    FUZZ_CHECK(same_view(ronce->first, hay.slice_to(bwd[0].first)) &&
                   same_view(ronce->second, hay.slice_from(bwd[0].second)),
               "rsplit_once pieces " + ctx);
  }

  // split pieces joined with the matches between them give the haystack back.
  {
    const std::vector<Wtf8View> pieces = views(hay.split(make()));
    const std::vector<Wtf8View> found = views(hay.matches(make()));
    FUZZ_CHECK(pieces.size() == found.size() + 1, "split vs matches count " + ctx);
    Wtf8Buf joined;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
      joined += pieces[i];
      if (i < found.size()) joined += found[i];
    }
    FUZZ_CHECK(joined == hay, "split + matches != haystack " + ctx);
    FUZZ_CHECK(joined.to_utf16() == hay.to_utf16(), "split + matches units " + ctx);
  }

  const std::u16string to16 = to.to_utf16();
  FUZZ_CHECK(hay.replace(make(), to).as_bytes() == model.replace(to16).as_bytes(),
             "replace with " + show(to) + " " + ctx);
  for (std::size_t k = 0; k <= 2; ++k) {
    FUZZ_CHECK(hay.replacen(make(), to, k).as_bytes() == model.replace(to16, k).as_bytes(),
               "replacen " + std::to_string(k) + " " + ctx);
  }

  const std::size_t start = model.trim_start();
  const std::size_t end = model.trim_end();
  FUZZ_CHECK(same_view(hay.trim_start_matches(make()), hay.slice_from(start)),
             "trim_start_matches " + ctx);
  FUZZ_CHECK(same_view(hay.trim_end_matches(make()), hay.slice_to(end)), "trim_end_matches " + ctx);
  const Wtf8View rest = hay.slice_from(start);
  FUZZ_CHECK(same_view(hay.trim_matches(make()), rest.slice_to(model_for(rest).trim_end())),
             "trim_matches " + ctx);
}

// A Finder's own members from every offset, against `model`.
void check_finder(Wtf8View hay, const wtf8::Finder& finder, const Model& model,
                  const std::string& what) {
  const std::string ctx = what + " in " + show(hay);
  for (std::size_t from = 0; from <= hay.size() + 1; ++from) {
    const std::optional<Range> f = model.find(from);
    FUZZ_CHECK(finder.find(hay, from) == (f ? f->first : npos), "Finder::find " + ctx);
    FUZZ_CHECK(finder.find_range(hay, from) == f, "Finder::find_range " + ctx);
    const std::optional<Range> r = model.rfind(from);
    FUZZ_CHECK(finder.rfind(hay, from) == (r ? r->first : npos), "Finder::rfind " + ctx);
    FUZZ_CHECK(finder.rfind_range(hay, from) == r, "Finder::rfind_range " + ctx);
  }
  const std::optional<Range> last = model.rfind(npos);
  FUZZ_CHECK(finder.rfind(hay) == (last ? last->first : npos), "Finder::rfind(npos) " + ctx);
  FUZZ_CHECK(finder.find(hay, npos) == npos, "Finder::find from npos " + ctx);
}

// Makes `k` the active kernel table for its lifetime.
class ScopedKernels {
 public:
  explicit ScopedKernels(const wtf8::internal::simd::Kernels* k)
      : old_(wtf8::internal::simd::set_active_kernels_for_testing(k)) {}
  ~ScopedKernels() { wtf8::internal::simd::set_active_kernels_for_testing(old_); }
  ScopedKernels(const ScopedKernels&) = delete;
  ScopedKernels& operator=(const ScopedKernels&) = delete;

 private:
  const wtf8::internal::simd::Kernels* old_;
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  wtf8_fuzz::FuzzInput in(data, size);
  const std::size_t hay_units = in.below(40);
  const std::size_t needle_units = in.below(5);
  const Wtf8Buf hay_buf = Wtf8Buf::from_utf16(units(in, hay_units));
  const Wtf8Buf needle_buf = Wtf8Buf::from_utf16(units(in, needle_units));
  const Wtf8Buf to = Wtf8Buf::from_utf16(units(in, in.below(3)));
  const Wtf8View hay = cut(in, hay_buf);
  const Wtf8View needle = cut(in, needle_buf);

  check_slicing(hay);

  const std::u16string needle16 = needle.to_utf16();
  auto needle_model_for = [&](Wtf8View v) { return wtf8_model::needle_model(v, needle16); };
  check_ops(
      hay, [&] { return needle; }, needle_model_for(hay), needle_model_for, to,
      "needle " + show(needle));
  // An owned needle (a temporary Wtf8Buf moved into each range) finds the same.
  check_ops(
      hay, [&] { return needle.to_buf(); }, needle_model_for(hay), needle_model_for, to,
      "owned needle " + show(needle));
  if (needle.code_point_count() == 1) {
    const CodePoint c = *needle.code_points().begin();
    check_ops(
        hay, [&] { return c; }, needle_model_for(hay), needle_model_for, to,
        "code point " + show(needle));
  }
  // A predicate: the code points of the needle, seen whole.
  const wtf8::CodePointSet set(needle.code_points());
  auto pred_model_for = [&](Wtf8View v) {
    return wtf8_model::predicate_model(
        v, [&](uint32_t c) { return set.contains(CodePoint::from_u32_unchecked(c)); });
  };
  check_ops(
      hay, [&] { return [&](CodePoint c) { return set.contains(c); }; }, pred_model_for(hay),
      pred_model_for, to, "predicate of " + show(needle));

  // The prepared needle, under a chosen kernel table, on the haystack repeated 1 to 8 times
  // (joined as UTF-16, so a lead at the end of one copy pairs with a trail at the start of the
  // next), cut between the halves of a supplementary character at either end when it has one
  // there and the fuzzer says so.
  const wtf8::internal::simd::Kernels* tables[wtf8::internal::simd::kMaxKernels];
  const std::size_t count = wtf8::internal::simd::supported_kernels(tables);
  const ScopedKernels pinned(tables[in.below(count)]);
  const std::size_t copies = 1 + in.below(8);
  std::u16string long16;
  for (std::size_t i = 0; i < copies; ++i) long16 += hay.to_utf16();
  const Wtf8Buf long_buf = Wtf8Buf::from_utf16(long16);
  const std::size_t n = long_buf.size();
  const bool cut_front = in.flag() && n >= 4 && long_buf.is_boundary(2) &&
                         static_cast<unsigned char>(long_buf.as_bytes()[0]) >= 0xF0;
  const bool cut_back = in.flag() && n >= 4 + (cut_front ? 4 : 0) && long_buf.is_boundary(n - 2) &&
                        static_cast<unsigned char>(long_buf.as_bytes()[n - 4]) >= 0xF0;
  const Wtf8View long_hay = long_buf.slice(cut_front ? 2 : 0, cut_back ? n - 2 : n);
  const wtf8::Finder finder(needle);
  const std::string what = std::string("Finder of ") + show(needle) + " (table " +
                           wtf8::internal::simd::active_kernels().name + ")";
  check_finder(long_hay, finder, needle_model_for(long_hay), what);
  check_ops(
      long_hay, [&] { return finder; }, needle_model_for(long_hay), needle_model_for, to,
      what + " as the pattern");
  return 0;
}
