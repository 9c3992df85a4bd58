// The target is the header: LLVMFuzzerRunDriver's declaration.
#include "CFuzzDriver.h"
