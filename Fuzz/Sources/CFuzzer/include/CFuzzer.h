#ifndef CFUZZER_H
#define CFUZZER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver: runs the fuzzing loop (or replays the given inputs) on `callback`.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
