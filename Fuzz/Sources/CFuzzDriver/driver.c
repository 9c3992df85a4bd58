/* Declarations only (include/CFuzzDriver.h); a C target needs a source file. */
#include "CFuzzDriver.h"
