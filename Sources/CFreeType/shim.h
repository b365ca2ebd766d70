#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_TRUETYPE_TABLES_H

/* FreeType's own message for an error code, or NULL for an unknown code. (FT_Error_String
   returns NULL unless FreeType was built with FT_CONFIG_OPTION_ERROR_STRINGS, which Debian's
   is not.) The switch is the one fterrors.h documents for this purpose. */
static inline const char *otp_ft_error_message(FT_Error error) {
#undef FTERRORS_H_
#undef __FTERRORS_H__
#define FT_ERROR_START_LIST switch (error) {
#define FT_ERRORDEF(e, v, s) case v: return s;
#define FT_ERROR_END_LIST default: return 0; }
#include FT_ERRORS_H
}
