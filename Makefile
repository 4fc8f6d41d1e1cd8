# boardgen — two commands: `make demo` and `make test`.
# Each installs the system packages it needs (Debian 12) when they are missing.

SWIFT      ?= swift
CONFIG     ?= release
BUILD_FLAGS = -c $(CONFIG)
BIN         = $(shell $(SWIFT) build $(BUILD_FLAGS) --show-bin-path 2>/dev/null)/boardgen
OUT        ?= out
PREFIX     ?= $(HOME)/.local

.PHONY: all deps build install demo test bench clean fuzz

all: build

## deps: install libcairo2-dev, libpango1.0-dev (pango, pangocairo, pangoft2), libglib2.0-dev (glib, gobject),
##   libfontconfig-dev, libgif-dev, libwebp-dev (webp, webpmux, webpdemux), librsvg2-dev, libpoppler-glib-dev, fonts-dejavu-core, fonts-wqy-microhei, fonts-symbola, fonts-inter, fonts-material-design-icons-iconfont and python3 when missing
deps:
	@scripts/ensure-deps.sh

build: deps
	@SWIFT='$(SWIFT)' scripts/swift-build.sh "boardgen ($(CONFIG))" $(BUILD_FLAGS) --product boardgen

## install: copy the binary to $(PREFIX)/bin (default ~/.local/bin) and say whether it is on PATH
install: build
	@scripts/install.sh '$(BIN)' '$(PREFIX)'

## demo: render the built-in bench to out/ (SVG and PNG frames, a GIF, a WebP, an animated SVG, an inspector)
demo: build
	@mkdir -p $(OUT)
	@echo "demo: rendering the bench to $(OUT)/ (frames, a GIF, a WebP, an animated SVG, the inspector; about a minute)…"
	$(BIN) render bench --at 0,1.0,2.0,3.1,4.4,6.5 --scale 2 -o '$(OUT)/bench-{t}.png'
	$(BIN) render bench --at 0,1.0,2.0,3.1,4.4,6.5 -o '$(OUT)/bench-{t}.svg'
	$(BIN) animate bench -o $(OUT)/bench.gif
	$(BIN) animate bench -o $(OUT)/bench.webp
	$(BIN) animate bench -o $(OUT)/bench-animated.svg
	$(BIN) animate bench -o $(OUT)/bench.html
	@echo "demo: wrote $$(ls $(OUT) | wc -l) files to $(OUT)/; open $(OUT)/bench.html in a browser (the inspector: play, scrub, step), or $(OUT)/bench.gif"
	@echo "demo: the binary is $(BIN); 'make install' puts it in ~/.local/bin"

## test: the whole suite (failures and the summary; VERBOSE=1 for every test's line); also installs
##   chromium when missing (optional: the browser checks are skipped without it)
test: deps
	@scripts/ensure-deps.sh --test
	@SWIFT='$(SWIFT)' scripts/test.sh

## bench: GIF vs ffmpeg, gifsicle, ImageMagick, Pillow; WebP vs img2webp; GIF quality/size; SVG/HTML bytes; programs vs scenario boards
bench: build
	@scripts/bench.sh
	@scripts/bench-programs.sh
	@scripts/bench-profile.sh

clean:
	rm -rf .build $(OUT)
