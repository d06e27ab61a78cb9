// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// A `main` for the fuzz targets when they are built without libFuzzer (GCC, `bazel test //...`):
// it feeds the target every file of the corpus folders named on the command line, then a fixed
// number of pseudo-random inputs from a fixed seed (small mutations of the corpus files), so each
// fuzzer is also a deterministic regression test. A finding aborts, which fails the test.
//
// Usage: <target>_replay CORPUS_DIR... [--random=N]

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size);

namespace {

void run(const std::string& input) {
  LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(input.data()), input.size());
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> corpus;
  std::size_t random_inputs = 2000;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg.rfind("--random=", 0) == 0) {
      random_inputs = std::strtoul(arg.c_str() + 9, nullptr, 10);
      continue;
    }
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(arg)) {
      if (entry.is_regular_file()) files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    for (const auto& path : files) {
      std::ifstream in(path, std::ios::binary);
      corpus.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    }
  }
  if (corpus.empty()) {
    std::fprintf(stderr, "replay: no corpus files found\n");
    return 1;
  }
  for (const std::string& input : corpus) run(input);
  // Mutations: flip, insert, delete or duplicate a few bytes of a corpus file (seed fixed, so a
  // failure reproduces; the failing input is printed by the target's FUZZ_CHECK).
  std::mt19937_64 rng(20261123);
  for (std::size_t n = 0; n < random_inputs; ++n) {
    std::string input = corpus[rng() % corpus.size()];
    const int edits = 1 + static_cast<int>(rng() % 4);
    for (int e = 0; e < edits; ++e) {
      const std::size_t at = input.empty() ? 0 : rng() % (input.size() + 1);
      const char byte = static_cast<char>(rng());
      switch (rng() % 4) {
        case 0:
          if (at < input.size()) input[at] = byte;
          break;
        case 1:
          input.insert(input.begin() + static_cast<std::ptrdiff_t>(at), byte);
          break;
        case 2:
          if (at < input.size()) input.erase(at, 1);
          break;
        default:
          input += input.substr(at, 8);
          break;
      }
    }
    run(input);
  }
  std::printf("replay: %zu corpus files and %zu mutations, no finding\n", corpus.size(),
              random_inputs);
  return 0;
}
