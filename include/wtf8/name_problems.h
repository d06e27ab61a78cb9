// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/name_problems.h
// -----------------------------------------------------------------------------
//
// Will this name work there? `name_problems` lists what stops one directory entry name (a path
// component, not a path) from being created, or opened again, on Windows, macOS or Linux, each
// problem with the byte offset where it starts and the platforms that refuse it; `check_name`
// returns the first as an `absl::Status`; `sanitize_name` makes any name acceptable to the
// platforms you ask for, changing as little as it can. A name is a `Wtf8View`, so every platform's
// names reach these functions losslessly: Windows names with lone surrogates, POSIX names that are
// not UTF-8 (their bytes held as PEP 383 escapes U+DC80..U+DCFF, see wtf8/os.h), plain text.
//
// Example:
//   using wtf8::Platforms;
//   const auto name = wtf8::Wtf8View::from_utf8("aux.c").value();
//   wtf8::is_windows_reserved_name(name);            // true: a DOS device name with an extension
//   wtf8::name_problems(name, Platforms::kAll);      // {{kReservedName, 0, kWindows}}
//   wtf8::check_name(name, Platforms::kLinux).ok();  // true
//   wtf8::check_name(name, Platforms::kAll);
//       // InvalidArgument "file name not allowed on Windows: reserved device name 'aux' at
//       // byte offset 0"; wtf8::error_offset(...) is 0
//   wtf8::sanitize_name(name, Platforms::kAll);      // "aux_.c"
//   wtf8::sanitize_name(wtf8::Wtf8View::from_utf8("a:b?.").value(), Platforms::kWindows);
//                                                    // "a_b_"
//
// The rules, per platform (`kMacOs` means APFS, the macOS default since 2017):
//   - everywhere: the empty name; `.` and `..`; `/`; U+0000.
//   - Windows (the Win32 layer over NTFS, as Microsoft's "Naming Files, Paths, and Namespaces"
//     states it): `\`; `< > : " | ? *`; U+0001..U+001F; a trailing `.` or space (Win32 strips
//     them, so the file cannot be opened again by its name); the DOS device names of
//     `is_windows_reserved_name`; more than 255 UTF-16 code units. Lone surrogates are fine (NTFS
//     stores UTF-16 code units as they come).
//   - macOS (APFS): any surrogate, PEP 383 escapes included, since APFS stores names as UTF-8 and
//     refuses anything else; more than 255 bytes of UTF-8. APFS keeps a name as it was given
//     (normalization-insensitive, not normalizing), so the bytes counted are the name's own UTF-8,
//     not a normalized form. Apple documents no limit for APFS beyond NAME_MAX (255 "bytes");
//     developers report that macOS takes up to 255 UTF-16 code units, which allows longer UTF-8.
//     Counting bytes is the stricter of the two readings: a name that passes here is taken under
//     either, and a name of 256 to 765 bytes may be reported although a Mac would take it.
//     (HFS+, which stored NFD in UTF-16, is not checked.) `:` is allowed: Finder shows it as `/`,
//     the system calls take it.
//   - Linux (ext4, XFS, Btrfs: names are bytes): a surrogate other than a PEP 383 escape
//     U+DC80..U+DCFF, since it has no POSIX bytes (`os::to_posix_bytes` fails on it); more than
//     255 bytes *as stored*: each escape is the one byte it stands for, everything else its UTF-8.
//   Not checked: file-system-specific limits beyond these (FAT's narrower character set, a
//   casefolded ext4 directory's refusal of invalid UTF-8 in strict mode, names reserved by
//   applications); whole paths (MAX_PATH, PATH_MAX); collisions between names (wtf8/file_names.h).
//
// `PathBuf::is_reserved` (wtf8/path.h) is a different question on purpose: Python 3.11's
// `PurePath.is_reserved`, a device-name test on a whole Windows path. Use it to mirror Python;
// use `is_windows_reserved_name` (the rules below, which are those of Python 3.13's
// `os.path.isreserved` for device names) or `name_problems` to decide whether Windows accepts a
// name.
//
// Every function takes a `Wtf8View` or a `Wtf8Buf` (a temporary is fine: what they return does not
// refer to it). The examples write names as string literals for short.
//
// Thread-safety: the functions keep no state.

#ifndef WTF8_NAME_PROBLEMS_H_
#define WTF8_NAME_PROBLEMS_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "absl/status/status.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {

// ---- platforms -------------------------------------------------------------------------------

// A set of platforms, as bits: combine with `|`, test with `&` or `includes`.
// Example: `Platforms::kWindows | Platforms::kMacOs` is the set of both;
//          `~Platforms::kWindows == (Platforms::kMacOs | Platforms::kLinux)`.
enum class Platforms : uint8_t {
  kNone = 0,
  kWindows = 1,  // Win32 over NTFS
  kMacOs = 2,    // APFS
  kLinux = 4,    // POSIX byte names (ext4, XFS, Btrfs, ...)
  kAll = 7,
};

constexpr Platforms operator|(Platforms a, Platforms b) noexcept {
  return static_cast<Platforms>(static_cast<uint8_t>(a) | static_cast<uint8_t>(b));
}
constexpr Platforms operator&(Platforms a, Platforms b) noexcept {
  return static_cast<Platforms>(static_cast<uint8_t>(a) & static_cast<uint8_t>(b));
}
constexpr Platforms operator^(Platforms a, Platforms b) noexcept {
  return static_cast<Platforms>(static_cast<uint8_t>(a) ^ static_cast<uint8_t>(b));
}
// The complement within `kAll`.
constexpr Platforms operator~(Platforms a) noexcept {
  return static_cast<Platforms>(~static_cast<uint8_t>(a) & static_cast<uint8_t>(Platforms::kAll));
}
constexpr Platforms& operator|=(Platforms& a, Platforms b) noexcept { return a = a | b; }
constexpr Platforms& operator&=(Platforms& a, Platforms b) noexcept { return a = a & b; }
constexpr Platforms& operator^=(Platforms& a, Platforms b) noexcept { return a = a ^ b; }

// Whether `set` holds every platform of `which` (and `which` is not empty).
// Example: `includes(Platforms::kAll, Platforms::kMacOs)` is true;
//          `includes(Platforms::kWindows, Platforms::kWindows | Platforms::kLinux)` is false.
constexpr bool includes(Platforms set, Platforms which) noexcept {
  return which != Platforms::kNone && (set & which) == which;
}

// The platforms in words, in the order Windows, macOS, Linux: "Windows", "Windows and Linux",
// "Windows, macOS and Linux", or "no platform" for `kNone`.
[[nodiscard]] std::string describe(Platforms platforms);

// ---- problems --------------------------------------------------------------------------------

// What makes a name unusable. The comments say which platforms refuse it and where its offset is.
enum class NameProblem : uint8_t {
  kEmpty,               // all platforms; offset 0
  kDotOrDotDot,         // `.` or `..`: all platforms; offset 0
  kSeparator,           // `/` (all platforms) or `\` (Windows); at the character
  kReservedName,        // a DOS device name (`is_windows_reserved_name`): Windows; offset 0
  kForbiddenCharacter,  // `< > : " | ? *`: Windows; at the character
  kControlCharacter,    // U+0000 (all platforms) or U+0001..U+001F (Windows); at the character
  kTrailingDotOrSpace,  // Windows; at the first of the trailing dots and spaces
  kTooLong,             // over the platform's limit; at the first code point past it
  kNotStorable,         // a surrogate (macOS; Linux unless U+DC80..U+DCFF); at the surrogate
};

// The problem in words, e.g. "forbidden character" or "reserved device name".
[[nodiscard]] std::string_view describe(NameProblem problem);

// The problem's id, for machine-readable output (JSON, logs): its name in snake case, "empty",
// "dot_or_dot_dot", "separator", "reserved_name", "forbidden_character", "control_character",
// "trailing_dot_or_space", "too_long" or "not_storable" ("unknown" for a value that is not a
// `NameProblem`). `describe` gives the words for people.
// Example: `to_string(NameProblem::kTrailingDotOrSpace)` is "trailing_dot_or_space".
[[nodiscard]] std::string_view to_string(NameProblem problem) noexcept;

// The `NameProblem` whose `to_string` is `id` (exactly), or nullopt.
// Example: `parse_name_problem("too_long")` is `NameProblem::kTooLong`;
//          `parse_name_problem("too long")` is nullopt.
[[nodiscard]] std::optional<NameProblem> parse_name_problem(std::string_view id) noexcept;

// One problem of a name: what, the byte offset where it starts in the name as given (a split
// surrogate at the front of a view is at 0), and which of the platforms asked about refuse it
// (never `kNone`). The platforms matter where the rules differ: a PEP 383 escape is not storable
// on macOS only, and a long name can pass Windows' limit (UTF-16 code units) at another offset
// than the byte limits of macOS and Linux, which then are separate issues.
struct NameIssue {
  NameProblem problem;
  std::size_t offset;
  Platforms platforms;

  friend constexpr bool operator==(const NameIssue& a, const NameIssue& b) noexcept {
    return a.problem == b.problem && a.offset == b.offset && a.platforms == b.platforms;
  }
  friend constexpr bool operator!=(const NameIssue& a, const NameIssue& b) noexcept {
    return !(a == b);
  }
};

// Out of line in src/names/: what the templates below call with a view.
namespace internal {
std::vector<NameIssue> name_problems(Wtf8View name, Platforms platforms);
bool is_portable_name(Wtf8View name, Platforms platforms) noexcept;
absl::Status check_name(Wtf8View name, Platforms platforms);
bool is_windows_reserved_name(Wtf8View name) noexcept;
}  // namespace internal

// Every problem `name` has on the `platforms`, ordered by offset and, at one offset, in the order
// of `NameProblem`: one issue per offending character (every `:` of "a:b:c"), one for a reserved
// name, one for the trailing dots and spaces, one per distinct offset where a length limit is
// passed. The empty name gives only `kEmpty`, and `.` and `..` only `kDotOrDotDot`. A name holding
// a separator is not a single component; its issues are reported all the same. Empty when the
// name is fine there, and always empty for `kNone`. Never fails; reads only `name`'s bytes; O(n),
// and allocates only when there is an issue.
// Example: `name_problems("a:b.", kWindows)` is {{kForbiddenCharacter, 1, kWindows},
//          {kTrailingDotOrSpace, 3, kWindows}};
//          for "caf" U+DCE9 (a PEP 383 escape), `name_problems(n, kAll)` is
//          {{kNotStorable, 3, kMacOs}}, and for "a" U+D800 {{kNotStorable, 1, kMacOs | kLinux}};
//          for 300 times "é" (2 bytes, 1 UTF-16 unit), {{kTooLong, 254, kMacOs | kLinux},
//          {kTooLong, 510, kWindows}}.
template <typename S, typename = std::enable_if_t<internal::kIsWtf8String<S>>>
[[nodiscard]] std::vector<NameIssue> name_problems(const S& name, Platforms platforms) {
  return internal::name_problems(name.as_view(), platforms);
}

// Whether `name_problems(name, platforms)` is empty, without building it. Never allocates.
// Example: `is_portable_name("report.txt", kAll)` is true; `is_portable_name("a ", kWindows)`
//          false; `is_portable_name("a ", kMacOs | kLinux)` true.
template <typename S, typename = std::enable_if_t<internal::kIsWtf8String<S>>>
[[nodiscard]] bool is_portable_name(const S& name, Platforms platforms) noexcept {
  return internal::is_portable_name(name.as_view(), platforms);
}

// OK when `name` is fine on every one of `platforms`; otherwise InvalidArgument naming the first
// problem of `name_problems`, the platforms that refuse it and its byte offset, in the library's
// one error shape (wtf8/error.h: the offset is also the payload `error_offset` reads):
// "file name not allowed on <platforms>: <problem> at byte offset N".
// Example: `check_name("a:b", kAll)` is InvalidArgument
//          "file name not allowed on Windows: forbidden character ':' at byte offset 1";
//          `check_name("", kLinux)` is "file name not allowed on Linux: empty name at byte
//          offset 0"; `check_name("a:b", kMacOs | kLinux)` is OK.
template <typename S, typename = std::enable_if_t<internal::kIsWtf8String<S>>>
[[nodiscard]] absl::Status check_name(const S& name, Platforms platforms) {
  return internal::check_name(name.as_view(), platforms);
}

// Whether Windows takes `name` for a DOS device: its base — the name up to its first `.` or `:`,
// with trailing spaces removed — is one of CON, PRN, AUX, NUL, COM1..COM9, LPT1..LPT9, COM¹ COM²
// COM³ LPT¹ LPT² LPT³ (the superscript digits U+00B9, U+00B2, U+00B3), CONIN$ or CONOUT$, in any
// ASCII case (no other case folding: "conın$" with a dotless ı is not). So a device name alone,
// with an extension, before a `:` or with trailing spaces is reserved: "aux.c", "CON.tar.xz",
// "AUX  .txt", "PRN  ", "COM1:x", "lpt9   :bar". Not reserved: "COM0", "COM10", "xCON", " CON"
// (a leading space counts), "x.CON", "CON_.txt". These are Python 3.13's `ntpath.isreserved`
// rules for device names, and what Windows before 11 does (Windows 11 opens "CON.txt" as a file,
// but names that older systems cannot open are not portable). Microsoft's page also lists COM0 and
// LPT0 in some versions; Windows does not treat them as devices, and neither does this.
// Example: `is_windows_reserved_name("Com1.txt")` is true; `is_windows_reserved_name("COM10")`
//          false.
template <typename S, typename = std::enable_if_t<internal::kIsWtf8String<S>>>
[[nodiscard]] bool is_windows_reserved_name(const S& name) noexcept {
  return internal::is_windows_reserved_name(name.as_view());
}

// ---- making names portable -------------------------------------------------------------------

// How `sanitize_name` repairs a name.
struct SanitizeOptions {
  // What a separator, forbidden or control character becomes: UTF-8 text, possibly empty (the
  // character is then dropped). A replacement that is not UTF-8, or that holds a character the
  // platforms refuse, is not used; "_" is used instead.
  std::string_view replacement = "_";
  // When the name must be shortened, shorten the part before its extension (the last `.` and
  // what follows, when that `.` is not the first character) and keep the extension, as long as
  // one code point of that part stays; otherwise cut the end.
  bool keep_extension = true;
  // An extra limit on the result's size in bytes (its WTF-8), on top of the platforms' own: for
  // archive formats with short name fields. The default is no extra limit; 0 counts as 1.
  std::size_t max_bytes = static_cast<std::size_t>(-1);
};

namespace internal {
Wtf8Buf sanitize_name(Wtf8View name, Platforms platforms, const SanitizeOptions& options);
}  // namespace internal

// A name every one of `platforms` accepts, made from `name` with as few changes as the rules
// need, in this order:
//   1. a separator, a forbidden or control character for the platforms becomes
//      `options.replacement`; a surrogate that one of them cannot store becomes U+FFFD (on
//      Windows alone, lone surrogates stay; with Linux and not macOS, PEP 383 escapes stay);
//   2. `.` and `..` become "_" and "__"; on Windows, trailing dots and spaces are removed; an
//      empty result becomes "_";
//   3. on Windows, a device name gets "_" after its base: "CON.txt" -> "CON_.txt",
//      "AUX  .txt" -> "AUX_  .txt", "PRN  " -> "PRN_";
//   4. the result is cut at a code point boundary to the strictest length limit of the platforms
//      and `options.max_bytes` (see `keep_extension`);
//   and steps 2 to 4 again until nothing changes (a cut can leave a trailing space or a device
//   name behind). In the rare case that this cycles (a kept extension leaving exactly "CON"
//   before it), the first character becomes "_".
// Guarantees: `check_name(sanitize_name(n, p, o), p)` is OK and the result's size is at most
// `max_bytes`; a name that already passes `check_name` and fits `max_bytes` is returned unchanged
// (as a `Wtf8Buf`, so a split surrogate at either end of a view comes back canonical); hence
// sanitizing twice changes nothing more. With `kNone`, the name is returned as it is. Never fails.
// Example: `sanitize_name("CON.txt", kAll)` is "CON_.txt"; `sanitize_name("a<b>", kWindows)`
//          "a_b_"; `sanitize_name("a<b>", kLinux)` "a<b>"; `sanitize_name("..", kAll)` "__";
//          `sanitize_name("x/y", kLinux, {.replacement = "-"})` "x-y" (C++20 designated
//          initializers; in C++17 set the field); for "a" U+D800 "b",
//          `sanitize_name(n, kWindows)` keeps it and `sanitize_name(n, kAll)` is "a\uFFFDb".
template <typename S, typename = std::enable_if_t<internal::kIsWtf8String<S>>>
[[nodiscard]] Wtf8Buf sanitize_name(const S& name, Platforms platforms,
                                    const SanitizeOptions& options = SanitizeOptions()) {
  return internal::sanitize_name(name.as_view(), platforms, options);
}

}  // namespace wtf8

#endif  // WTF8_NAME_PROBLEMS_H_
