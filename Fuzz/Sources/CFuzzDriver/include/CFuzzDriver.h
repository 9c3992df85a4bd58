#ifndef CFUZZDRIVER_H
#define CFUZZDRIVER_H
#include <stddef.h>
#include <stdint.h>

/* libFuzzer's entry for a program with its own main (compiler-rt's
 * FuzzerInterface.h): SwiftPM renames an executable's `main` to
 * `<Module>_main`, so each target's `<Module>_main` calls this. */
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
