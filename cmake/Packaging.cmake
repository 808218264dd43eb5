# The Debian package: `make package` (builds only what the package holds, then runs cpack) or
# `cmake --build build/release --target package` (builds everything first, tests included) writes
# build/release/podtwin_<version>_<arch>.deb. Its dependencies are computed from the
# binaries by dpkg-shlibdeps (Debian: dpkg-dev), so `apt install ./podtwin_*.deb` pulls exactly the Qt, VTK,
# HDF5, MPI and TBB runtime libraries the build linked. scripts/test-install.sh builds, installs and checks it.
set(PODTWIN_PACKAGE_MAINTAINER "PodTwin maintainers <maintainers@podtwin.invalid>"
    CACHE STRING "The Maintainer field of the Debian package (Name <email>)")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME podtwin)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "PodTwin")
set(CPACK_PACKAGE_CONTACT "${PODTWIN_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "digital twin of a liquid-cooled AI training pod")
set(CPACK_PACKAGE_DESCRIPTION
    "PodTwin simulates a pod of liquid-cooled GPU racks faster than real time and shows it live in 3D:
cold plates, coolant distribution units with redundant pumps, the facility water loop, on-site
generation, a battery on the DC bus, the grid tie and the InfiniBand fabric. Inject a failure and
watch cause become effect, from coolant flow to training step time and cost.
.
This package holds the desktop application (podtwin, with an application-menu entry) and the
headless runner for scripted runs and parameter sweeps (podtwin-sim). The built-in pods, scenarios
and sweep specs are compiled into both programs.")
# Stripped binaries: the debug info of a RelWithDebInfo build would make the package ~10 times larger.
set(CPACK_STRIP_FILES ON)
# The .deb lands in the build directory also when cpack runs elsewhere (`cpack --config <dir>/CPackConfig.cmake`).
set(CPACK_PACKAGE_DIRECTORY ${CMAKE_BINARY_DIR})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ
    GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # podtwin_<version>_<arch>.deb, Debian's own naming
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${PODTWIN_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
if(PODTWIN_BUILD_GUI)
  # What dpkg-shlibdeps cannot see because it is loaded at run time, not linked: Qt's X11 platform
  # plugin (without it the window cannot open). Qt's own German and Japanese strings (standard dialog
  # buttons) and the Japanese glyphs are welcome but not needed.
  set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
  set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, hicolor-icon-theme")
  set(CPACK_DEBIAN_PACKAGE_SUGGESTS "fonts-ipafont-gothic")
endif()

include(CPack)
