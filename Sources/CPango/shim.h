#ifndef BOARDGEN_CPANGO_SHIM_H
#define BOARDGEN_CPANGO_SHIM_H
// Pango through cairo (layout, shaping, fallback), and the fontconfig side of Pango's
// font map: boardgen gives Pango a private fontconfig configuration holding only the
// pinned font files (Render/Text/PinnedFonts.swift).
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#endif
