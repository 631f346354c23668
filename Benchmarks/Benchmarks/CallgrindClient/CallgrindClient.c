// The requests are static inline functions in include/CallgrindClient.h; a C target needs a source.
#include "CallgrindClient.h"
