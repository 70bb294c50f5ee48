#ifndef MORPH_AUDIT_CLIBXML_SHIM_H
#define MORPH_AUDIT_CLIBXML_SHIM_H

/* Where libxml2's headers come from:
   - pkg-config (`libxml-2.0`): Debian's libxml2-dev, or Homebrew's libxml2 on macOS with
     PKG_CONFIG_PATH pointing at it, puts their folder on the search path;
   - otherwise, on Apple platforms, the SDK's own `libxml2` module (Xcode 12 and later), whose
     headers are not on the default search path. */
#if __has_include(<libxml/xmlversion.h>)

/* Debian builds libxml2 with ICU, and <libxml/encoding.h> then includes the system's ICU headers,
   whose `UErrorCode` clashes with the copy Foundation carries ("has different definitions in
   different modules") in any file that sees both. Nothing here uses ICU: the only difference is
   two trailing pointer fields of xmlCharEncodingHandler, a struct this package never allocates
   or reads. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlschemas.h>
#include <libxml/xpath.h>
#include <libxml/xpathInternals.h>

#elif defined(__APPLE__)
#pragma clang module import libxml2
#else
#error "libxml2's headers were not found: install libxml2-dev (apt) or libxml2 (Homebrew) and pkg-config"
#endif

/* xmlFree is a macro over a per-thread global on Debian's threaded build; Swift 6 cannot
   call the imported global var, so every libxml2-owned string is freed through here. */
static inline void cxml_free(void *pointer) {
    xmlFree(pointer);
}

/* libxml2 reports some problems (an encoding it cannot convert, I/O) through its "generic" error
   function, which prints to stderr and is printf-style, so Swift cannot implement it. Every
   problem that matters also reaches the structured hook, where it is collected with its line. */
static inline void cxml_ignore_generic_error(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

/* Silences the generic error function for the calling thread and, as the default, for threads
   that start using libxml2 later (its error state is per thread). */
static inline void cxml_silence_generic_errors(int alsoForNewThreads) {
    xmlSetGenericErrorFunc(NULL, cxml_ignore_generic_error);
    if (alsoForNewThreads) {
        xmlThrDefSetGenericErrorFunc(NULL, cxml_ignore_generic_error);
    }
}

#endif
