# Thin wrapper over the CMake presets. `make run` and `make test` are the README's quick start.
.PHONY: run test asan model bench screenshots translations fuzz format tidy package test-install clean
run:
	bash scripts/run.sh
test:
	bash scripts/test.sh release
asan:
	bash scripts/test.sh asan
model:
	cmake --preset model && cmake --build --preset model -j$$(nproc) && ctest --preset model
bench:
	cmake --preset release && cmake --build --preset release -j$$(nproc) && \
	  for b in build/release/tests/*_bench; do $$b; done
screenshots:
	bash scripts/screenshots.sh release
# Refresh the .ts catalogues from the sources (then translate new entries in Qt Linguist). Run lupdate
# directly: the qt_add_translations lupdate target refuses include paths next to its project file.
translations:
	/usr/lib/qt6/bin/lupdate app/gui views model -I app -I views -I model -I . -no-obsolete \
	  -tr-function-alias QT_TRANSLATE_NOOP+=PODTWIN_TR_NOOP \
	  -locations none -ts translations/podtwin_de.ts translations/podtwin_ja.ts
fuzz:
	bash scripts/fuzz.sh 60
format:
	git ls-files '*.cpp' '*.h' | xargs clang-format-14 -i
tidy:
	bash scripts/tidy.sh
# The Debian package build/release/podtwin_<version>_<arch>.deb, building only what it holds
# (programs, icons, man pages, changelog: the podtwin_package_contents target).
package:
	bash scripts/setup.sh --quiet && cmake --preset release >/dev/null && \
	  cmake --build --preset release -j$$(nproc) --target podtwin_package_contents && \
	  cpack --config build/release/CPackConfig.cmake
# Builds the package and tests the installed application (scripts/test-install.sh).
test-install:
	bash scripts/setup.sh --quiet && cmake --preset release >/dev/null && bash scripts/test-install.sh
clean:
	rm -rf build
