#include <libxml/xmlversion.h>
/* A libxml2 built with ICU has its headers include ICU's, for the fields of its ICU
 * converters. Those fields are never used here, and ICU's types would clash with the copy of
 * ICU that Foundation brings in any module that imports both: the headers are read as those
 * of a libxml2 without ICU. Only xmlCharEncodingHandler's layout differs, a type used here
 * through pointers alone, if at all. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
