// Callgrind's client requests, for the side-by-side instruction counts: collection is switched on
// around each measured operation only, and the counts are dumped under the operation's name.
// Outside valgrind each request is a few no-op instructions; without valgrind's headers they
// compile to nothing and `waypoint_callgrind_available` says so.
#ifndef WAYPOINT_CALLGRIND_CLIENT_H
#define WAYPOINT_CALLGRIND_CLIENT_H

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define WAYPOINT_HAS_CALLGRIND 1
#endif

/// 1 when built with valgrind's headers, so that the requests reach callgrind.
static inline int waypoint_callgrind_available(void) {
#ifdef WAYPOINT_HAS_CALLGRIND
  return 1;
#else
  return 0;
#endif
}

/// Sets every counter to zero.
static inline void waypoint_callgrind_zero(void) {
#ifdef WAYPOINT_HAS_CALLGRIND
  CALLGRIND_ZERO_STATS;
#endif
}

/// Switches collection on or off (it starts off with `--collect-atstart=no`).
static inline void waypoint_callgrind_toggle(void) {
#ifdef WAYPOINT_HAS_CALLGRIND
  CALLGRIND_TOGGLE_COLLECT;
#endif
}

/// Writes the counters to a new profile file whose description names `name`.
static inline void waypoint_callgrind_dump(const char *name) {
#ifdef WAYPOINT_HAS_CALLGRIND
  CALLGRIND_DUMP_STATS_AT(name);
#else
  (void)name;
#endif
}

#endif
