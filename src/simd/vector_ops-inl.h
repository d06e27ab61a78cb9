// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Internal to wtf8 (the :simd target). Makes one ISA's vector loops complete operations
// (kernels.h) and builds that ISA's table: the one place the glue is written. Included by each
// ISA file inside its namespace and target region, after `V` (vector.h), the shared algorithms
// (vector_kernels-inl.h) and a struct `Blocks` with the ISA's conversion loops:
//
//   Blocks::utf16_bytes<In, kLone>(in, n, out, capacity) -> Utf16Conversion: n UTF-16 units at
//       the bytes `in`, read through In (kernel::Utf16Bytes: a byte order), to UTF-8: converts a
//       prefix, stopping anywhere except between the units of a pair, writing only inside
//       out[0, capacity) and at most Blocks::kWtf8Spill bytes past what it reports; each lone
//       surrogate kept (kKeep: WTF-8), replaced by U+FFFD (kReplace: `lone` set when one was)
//       or, with kStop, stopped at or before (the scalar code finishes the job; `lone` is then
//       not looked at). utf16_to_wtf8 is its <little-endian, kKeep> case.
//   Blocks::wtf8_length_of_utf16(in, n) -> size_t: complete.
//   Blocks::wtf8_to_utf16_bytes<kOrder, kLone>(in, n, out, capacity) -> Utf16Conversion: in is
//       whole well-formed sequences (no split halves), out UTF-16 units in kOrder at any byte
//       address (capacity and the result count units); converts a prefix that ends on a sequence
//       boundary, writing only inside the capacity and at most Blocks::kUtf16Spill units past
//       what it reports; each lone surrogate kept, replaced by U+FFFD (`lone` set when one was)
//       or, with kStop, stopped at or before (the scalar code finishes; `lone` not looked at).
//       wtf8_to_utf16 is its <little-endian, kKeep> case.
//   Blocks::utf16_to_wtf8_short(in, n, out, capacity, &done) -> bool and
//   Blocks::wtf8_to_utf16_short(in, n, out, capacity, &done) -> bool: a short input (a file
//       name, a path) converted whole without the loops' setup, writing nothing past done.written;
//       false (nothing written) where the ISA has no such path, the input is longer than it
//       takes, or the room may not hold the output: then the general code below runs.
//   Blocks::wtf8_to_utf32(in, n, out, capacity, scratch) -> Conversion: in is whole well-formed
//       sequences (no split halves); complete (scalar::wtf8_to_utf32_whole's result), writing
//       nothing past what it reports unless `scratch` (then anything inside out[0, capacity)).
//   Blocks::decode_window(in, out) -> size_t: Kernels::decode_window (one 64-byte window of
//       whole sequences, kWindowReads bytes readable, anything inside out[0, 64) writable).
// An ISA's Blocks takes the members it has no loop of its own for from kernel::SharedBlocks
// (vector_kernels-inl.h): the shared length count and UTF-32 steps, and no short-input paths.
//
// The scalar code finishes whatever a loop leaves, and handles an OMG view's split halves, so
// every operation here covers its whole input. No include guard on purpose.

namespace ops {

inline ValidationResult validate(const char* p, std::size_t n, Flavor flavor) {
  // Short inputs (file names): one partial vector, no setup for the block loop.
  if (n < V::kBytes && flavor != Flavor::kOmgWtf8) {
    if (n == 0 || kernel::valid_short<V>(p, n, flavor == Flavor::kWtf8)) {
      return {ValidationError::kNone, n};
    }
    return scalar::validate_from(p, n, 0, flavor);
  }
  std::size_t start = 0;
  if (flavor == Flavor::kOmgWtf8 && n != 0 && is_continuation_byte(static_cast<uint8_t>(p[0]))) {
    const ValidationResult head = scalar::validate_head(p, n, flavor);  // a split trail first
    if (!head.ok()) return head;
    start = head.offset;
  }
  // The vector code checks the whole input, or stops before the first block with an error; the
  // scalar validator goes on from there, so it alone says where and why the input is ill-formed.
  const std::size_t done =
      start + kernel::valid_prefix<V>(p + start, n - start, flavor != Flavor::kUtf8);
  if (done == n) return {ValidationError::kNone, n};
  return scalar::validate_from(p, n, done, flavor);
}

// The loops store whole vectors, so they may write up to Blocks::kWtf8Spill bytes (kUtf16Spill
// units) past what they report, inside the room they are given; the operations write nothing
// past `written` (a caller's buffer keeps its bytes there). So the loops get only a prefix of the
// input whose rest surely writes over anything they spill: the rest writes at least a byte a
// unit (a unit a 3 bytes), and a conversion that the room cuts short fills it to within 3 bytes
// (1 unit), so the loops get that much less room. The rest goes through the loops in pieces
// converted into a local buffer and copied out exactly. `kPiece` input units (bytes) a piece.
constexpr std::size_t kPiece = 256;

// The loops of utf16_to_wtf8: utf16_bytes on char16_t units (little-endian: the vector tables are
// built for little-endian machines only), lone surrogates kept.
inline Conversion utf16_to_wtf8_blocks(const char16_t* in, std::size_t n, char* out,
                                       std::size_t capacity) {
  const Utf16Conversion c =
      Blocks::template utf16_bytes<kernel::Utf16Bytes<V, ByteOrder::kLittle>, LoneMode::kKeep>(
          reinterpret_cast<const char*>(in), n, out, capacity);
  return {c.read, c.written};
}

inline Conversion utf16_to_wtf8_loops(const char16_t* in, std::size_t n, char* out,
                                      std::size_t capacity) {
  const Conversion fast = utf16_to_wtf8_blocks(in, n, out, capacity);
  // Invariant: the loop never stops between a lead and a trail surrogate, so the scalar code
  // continues as if in[fast.read, n) were the whole input.
  const Conversion rest = scalar::utf16_to_wtf8(in + fast.read, n - fast.read, out + fast.written,
                                                capacity - fast.written);
  return {fast.read + rest.read, fast.written + rest.written};
}

inline Conversion utf16_to_wtf8(const char16_t* in, std::size_t n, char* out,
                                std::size_t capacity) {
  Conversion done{0, 0};
  if (Blocks::utf16_to_wtf8_short(in, n, out, capacity, &done)) return done;
  if (n > Blocks::kWtf8Spill + 1 && capacity > 3) {
    std::size_t prefix = n - Blocks::kWtf8Spill;
    // The prefix never ends between the units of a pair (a lead there would be lone to the loop).
    if (is_lead_surrogate(in[prefix - 1])) --prefix;
    done = utf16_to_wtf8_blocks(in, prefix, out, capacity - 3);
  }
  while (done.read < n) {
    std::size_t units = n - done.read < kPiece ? n - done.read : kPiece;
    // A piece never ends on a lead surrogate whose trail is in the next piece.
    if (units < n - done.read && is_lead_surrogate(in[done.read + units - 1])) --units;
    char piece[3 * kPiece];
    const std::size_t room = capacity - done.written;
    const Conversion c = utf16_to_wtf8_loops(in + done.read, units, piece,
                                             room < sizeof piece ? room : sizeof piece);
    std::memcpy(out + done.written, piece, c.written);
    done.read += c.read;
    done.written += c.written;
    if (c.read != units) break;  // the room is full
  }
  return done;
}

// The loops, then the scalar code from where they stopped (a lone surrogate, with kStop).
template <class In, LoneMode kLone>
inline Utf16Conversion utf16_bytes_loops(const char* in, std::size_t n, char* out,
                                         std::size_t capacity) {
  const Utf16Conversion fast = Blocks::template utf16_bytes<In, kLone>(in, n, out, capacity);
  // Invariant: the loop never stops between a lead and a trail surrogate (nor, with kStop, past
  // a lone one), so the scalar code continues as if in[fast.read, n) were the whole input.
  const Utf16Conversion rest = scalar::utf16_bytes_to_utf8<In::kByteOrder, kLone>(
      in + 2 * fast.read, n - fast.read, out + fast.written, capacity - fast.written);
  return {fast.read + rest.read, fast.written + rest.written,
          kLone == LoneMode::kStop ? rest.lone : fast.lone || rest.lone};
}

// utf16_bytes_to_utf8 for one byte order and treatment of lone surrogates. With `scratch` the
// loops write straight into the caller's buffer (their spill lands inside it) and the scalar code
// finishes. Otherwise as utf16_to_wtf8: the loops on a prefix whose rest writes over their spill,
// then pieces through a local buffer; with kStop only pieces, since the conversion may stop at a
// lone surrogate before the rest has written over what the loops spilled.
template <ByteOrder kOrder, LoneMode kLone>
inline Utf16Conversion utf16_bytes_as(const char* in, std::size_t n, char* out,
                                      std::size_t capacity, bool scratch) {
  using In = kernel::Utf16Bytes<V, kOrder>;
  if (scratch) return utf16_bytes_loops<In, kLone>(in, n, out, capacity);
  Utf16Conversion done{0, 0, false};
  if (kLone != LoneMode::kStop && n > Blocks::kWtf8Spill + 1 && capacity > 3) {
    std::size_t prefix = n - Blocks::kWtf8Spill;
    // The prefix never ends between the units of a pair (a lead there would be lone to the loop).
    if (is_lead_surrogate(In::unit(in, prefix - 1))) --prefix;
    done = Blocks::template utf16_bytes<In, kLone>(in, prefix, out, capacity - 3);
  }
  while (done.read < n) {
    std::size_t units = n - done.read < kPiece ? n - done.read : kPiece;
    // A piece never ends on a lead surrogate whose trail is in the next piece.
    if (units < n - done.read && is_lead_surrogate(In::unit(in, done.read + units - 1))) --units;
    char piece[3 * kPiece];
    const std::size_t room = capacity - done.written;
    const Utf16Conversion c = utf16_bytes_loops<In, kLone>(
        in + 2 * done.read, units, piece, room < sizeof piece ? room : sizeof piece);
    std::memcpy(out + done.written, piece, c.written);
    done.read += c.read;
    done.written += c.written;
    done.lone = kLone == LoneMode::kStop ? c.lone : done.lone || c.lone;
    if (c.read != units) break;  // the room is full, or (kStop) a lone surrogate is next
  }
  return done;
}

// Calls f(std::integral_constant<ByteOrder, ...>, std::integral_constant<LoneMode, ...>) with
// the run-time byte order and lone-surrogate mode as template arguments: the one place the
// streaming operations turn them into instantiations.
template <class F>
inline Utf16Conversion with_order_and_lone(ByteOrder order, LoneMode lone, F f) {
  using Le = std::integral_constant<ByteOrder, ByteOrder::kLittle>;
  using Be = std::integral_constant<ByteOrder, ByteOrder::kBig>;
  const bool big = order == ByteOrder::kBig;
  switch (lone) {
    case LoneMode::kKeep: {
      const std::integral_constant<LoneMode, LoneMode::kKeep> l;
      return big ? f(Be{}, l) : f(Le{}, l);
    }
    case LoneMode::kReplace: {
      const std::integral_constant<LoneMode, LoneMode::kReplace> l;
      return big ? f(Be{}, l) : f(Le{}, l);
    }
    case LoneMode::kStop:
      break;
  }
  const std::integral_constant<LoneMode, LoneMode::kStop> l;
  return big ? f(Be{}, l) : f(Le{}, l);
}

inline Utf16Conversion utf16_bytes_to_utf8(const char* in, std::size_t n, ByteOrder order,
                                           LoneMode lone, char* out, std::size_t capacity,
                                           bool scratch) {
  return with_order_and_lone(order, lone, [&](auto o, auto l) {
    return utf16_bytes_as<decltype(o)::value, decltype(l)::value>(in, n, out, capacity, scratch);
  });
}

inline std::size_t wtf8_length_of_utf16(const char16_t* in, std::size_t n) {
  return Blocks::wtf8_length_of_utf16(in, n);
}

// The loops of wtf8_to_utf16: wtf8_to_utf16_bytes into char16_t units (little-endian: the vector
// tables are built for little-endian machines only), lone surrogates kept.
inline Conversion wtf8_to_utf16_blocks(const char* in, std::size_t n, char16_t* out,
                                       std::size_t capacity) {
  const Utf16Conversion c =
      Blocks::template wtf8_to_utf16_bytes<ByteOrder::kLittle, LoneMode::kKeep>(
          in, n, reinterpret_cast<char*>(out), capacity);
  return {c.read, c.written};
}

inline Conversion wtf8_to_utf16_loops(const char* in, std::size_t n, char16_t* out,
                                      std::size_t capacity) {
  const Conversion fast = wtf8_to_utf16_blocks(in, n, out, capacity);
  const Conversion rest = scalar::wtf8_to_utf16_whole(in + fast.read, n - fast.read,
                                                      out + fast.written, capacity - fast.written);
  return {fast.read + rest.read, fast.written + rest.written};
}

inline Conversion wtf8_to_utf16_whole(const char* in, std::size_t n, char16_t* out,
                                      std::size_t capacity) {
  Conversion done{0, 0};
  if (Blocks::wtf8_to_utf16_short(in, n, out, capacity, &done)) return done;
  if (n > 3 * Blocks::kUtf16Spill + 4 && capacity > 1) {
    std::size_t prefix = n - 3 * Blocks::kUtf16Spill;
    // The prefix ends on a sequence boundary (well-formed input: a lead byte is at most 3 back).
    while (prefix > 0 && is_continuation_byte(static_cast<uint8_t>(in[prefix]))) --prefix;
    done = wtf8_to_utf16_blocks(in, prefix, out, capacity - 1);
  }
  while (done.read < n) {
    std::size_t bytes = n - done.read < kPiece ? n - done.read : kPiece;
    // A piece ends on a sequence boundary.
    while (bytes > 1 && done.read + bytes < n &&
           is_continuation_byte(static_cast<uint8_t>(in[done.read + bytes]))) {
      --bytes;
    }
    char16_t piece[kPiece];
    const std::size_t room = capacity - done.written;
    const Conversion c =
        wtf8_to_utf16_loops(in + done.read, bytes, piece, room < kPiece ? room : kPiece);
    std::memcpy(out + done.written, piece, c.written * sizeof(char16_t));
    done.read += c.read;
    done.written += c.written;
    if (c.read != bytes) break;  // the room is full (or the input is ill-formed there)
  }
  return done;
}

// The loops, then the scalar code from where they stopped (a lone surrogate, with kStop).
template <ByteOrder kOrder, LoneMode kLone>
inline Utf16Conversion wtf8_to_utf16_bytes_loops(const char* in, std::size_t n, char* out,
                                                 std::size_t capacity) {
  const Utf16Conversion fast =
      Blocks::template wtf8_to_utf16_bytes<kOrder, kLone>(in, n, out, capacity);
  // Invariant: the loops stop at a sequence boundary (and with kStop not past a lone surrogate).
  const Utf16Conversion rest = scalar::wtf8_to_utf16_bytes<kOrder, kLone>(
      in + fast.read, n - fast.read, out + 2 * fast.written, capacity - fast.written);
  return {fast.read + rest.read, fast.written + rest.written,
          kLone == LoneMode::kStop ? rest.lone : fast.lone || rest.lone};
}

// wtf8_to_utf16_bytes for one byte order and treatment of lone surrogates: as utf16_bytes_as,
// with `scratch` the loops straight into the caller's buffer and the scalar code after them;
// otherwise as wtf8_to_utf16_whole (the loops on a prefix whose rest writes over their spill,
// then pieces through a local buffer; with kStop only pieces).
template <ByteOrder kOrder, LoneMode kLone>
inline Utf16Conversion wtf8_to_utf16_bytes_as(const char* in, std::size_t n, char* out,
                                              std::size_t capacity, bool scratch) {
  if (scratch) return wtf8_to_utf16_bytes_loops<kOrder, kLone>(in, n, out, capacity);
  Utf16Conversion done{0, 0, false};
  if (kLone != LoneMode::kStop && n > 3 * Blocks::kUtf16Spill + 4 && capacity > 1) {
    std::size_t prefix = n - 3 * Blocks::kUtf16Spill;
    // The prefix ends on a sequence boundary (well-formed input: a lead byte is at most 3 back).
    while (prefix > 0 && is_continuation_byte(static_cast<uint8_t>(in[prefix]))) --prefix;
    done = Blocks::template wtf8_to_utf16_bytes<kOrder, kLone>(in, prefix, out, capacity - 1);
  }
  while (done.read < n) {
    std::size_t bytes = n - done.read < kPiece ? n - done.read : kPiece;
    // A piece ends on a sequence boundary.
    while (bytes > 1 && done.read + bytes < n &&
           is_continuation_byte(static_cast<uint8_t>(in[done.read + bytes]))) {
      --bytes;
    }
    char piece[2 * kPiece];
    const std::size_t room = capacity - done.written;
    const Utf16Conversion c = wtf8_to_utf16_bytes_loops<kOrder, kLone>(
        in + done.read, bytes, piece, room < kPiece ? room : kPiece);
    std::memcpy(out + 2 * done.written, piece, 2 * c.written);
    done.read += c.read;
    done.written += c.written;
    done.lone = kLone == LoneMode::kStop ? c.lone : done.lone || c.lone;
    if (c.read != bytes) break;  // the room is full, or (kStop) a lone surrogate is next
  }
  return done;
}

inline Utf16Conversion wtf8_to_utf16_bytes(const char* in, std::size_t n, ByteOrder order,
                                           LoneMode lone, char* out, std::size_t capacity,
                                           bool scratch) {
  return with_order_and_lone(order, lone, [&](auto o, auto l) {
    return wtf8_to_utf16_bytes_as<decltype(o)::value, decltype(l)::value>(in, n, out, capacity,
                                                                          scratch);
  });
}

inline Conversion wtf8_to_utf16(const char* in, std::size_t n, char16_t* out,
                                std::size_t capacity) {
  // A function object, not a pointer, so that the split-half handling is inlined around it.
  return scalar::wtf8_to_utf16_omg(in, n, out, capacity,
                                   [](const char* i, std::size_t m, char16_t* o, std::size_t c) {
                                     return wtf8_to_utf16_whole(i, m, o, c);
                                   });
}

inline std::size_t code_point_count(const char* p, std::size_t n) {
  // A split trail surrogate is three continuation bytes; a split lead surrogate has its lead byte.
  return kernel::count_non_continuation<V>(p, n) + (starts_with_split_trail(p, n) ? 1 : 0);
}

inline std::size_t utf16_length(const char* p, std::size_t n) {
  std::size_t units = kernel::utf16_units_of_sequences<V>(p, n);
  if (starts_with_split_trail(p, n)) ++units;
  if (ends_with_split_lead(p, n)) --units;  // only the lead half is here
  return units;
}

inline std::size_t find_surrogate(const char* p, std::size_t n) {
  return kernel::find_surrogate<V>(p, n);
}

inline void copy_utf8_lossy(const char* in, std::size_t n, char* out, bool stream) {
  scalar::copy_utf8_lossy_with(in, n, out, stream, V::kBytes, kernel::copy_lossy_blocks<V>);
}

inline FindResult find_prefiltered(const char* h, std::size_t n, const char* m, std::size_t size,
                                   NeedleBytes pick) {
  return kernel::find_prefiltered<V>(h, n, m, size, pick);
}

// Inputs too short for one block go to the scalar loop.
inline std::size_t find_candidate(const char* h, std::size_t n, const PairFilter& f) {
  if (n < f.span - 1 + V::kBytes) return scalar::find_candidate(h, n, f);
  return kernel::find_candidate<V>(h, n, f, /*reverse=*/false);
}

inline std::size_t rfind_candidate(const char* h, std::size_t n, const PairFilter& f) {
  if (n < f.span - 1 + V::kBytes) return scalar::rfind_candidate(h, n, f);
  return kernel::find_candidate<V>(h, n, f, /*reverse=*/true);
}

inline Conversion wtf8_to_utf32(const char* in, std::size_t n, char32_t* out, std::size_t capacity,
                                bool scratch) {
  return scalar::wtf8_to_units_omg(
      in, n, out, capacity, [scratch](const char* p, std::size_t m, char32_t* q, std::size_t room) {
        return Blocks::wtf8_to_utf32(p, m, q, room, scratch);
      });
}

inline std::size_t find_json_stop(const char* p, std::size_t n, JsonStops stops) {
  switch (stops) {
    case JsonStops::kQuoteJs:
      return kernel::find_json_stop<V, JsonStops::kQuoteJs>(p, n);
    case JsonStops::kQuoteAscii:
      return kernel::find_json_stop<V, JsonStops::kQuoteAscii>(p, n);
    case JsonStops::kUnquote:
      break;
  }
  return kernel::find_json_stop<V, JsonStops::kUnquote>(p, n);
}

}  // namespace ops

// This ISA's table (kName: its WTF8_FORCE_KERNELS spelling, defined by the ISA file).
inline constexpr Kernels kTable = {kName,
                                   ops::validate,
                                   ops::utf16_to_wtf8,
                                   ops::utf16_bytes_to_utf8,
                                   ops::wtf8_length_of_utf16,
                                   ops::wtf8_to_utf16,
                                   ops::wtf8_to_utf16_bytes,
                                   ops::code_point_count,
                                   ops::utf16_length,
                                   ops::find_surrogate,
                                   ops::copy_utf8_lossy,
                                   ops::find_prefiltered,
                                   ops::find_candidate,
                                   ops::rfind_candidate,
                                   ops::wtf8_to_utf32,
                                   ops::find_json_stop,
                                   Blocks::decode_window};
static_assert(check_vector_interface<V>(), "V implements vector.h");
