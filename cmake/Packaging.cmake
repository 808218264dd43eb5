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
# The synopsis and the extended description as lintian wants them: synopsis under 80 characters and
# not starting with the package name, description lines within 80 columns.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "digital twin of a liquid-cooled AI training pod")
set(CPACK_PACKAGE_DESCRIPTION
    "PodTwin simulates a pod of liquid-cooled GPU racks faster than real time and
shows it live in 3D: cold plates, coolant distribution units with redundant
pumps, the facility water loop, on-site generation, a battery on the DC bus,
the grid tie and the InfiniBand fabric. Inject a failure and watch cause
become effect, from coolant flow to training step time and cost.
.
This package holds the desktop application (podtwin, with an application-menu
entry) and the headless runner for scripted runs and parameter sweeps
(podtwin-sim). The built-in pods, scenarios and sweep specs are compiled into
both programs.")
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

# What Debian asks of every package beside the programs (scripts/test-install.sh runs lintian on it):
#   share/doc/podtwin/copyright      machine-readable (DEP-5): PodTwin's licence and what the binaries
#                                    hold of others (packaging/copyright)
#   share/doc/podtwin/changelog.gz   the package's changelog (packaging/changelog), gzip -9n. The
#                                    version has no Debian revision (PodTwin packages itself: a native
#                                    package), for which Debian's name is changelog.gz, not
#                                    changelog.Debian.gz
#   share/man/man1/podtwin{,-sim}.1.gz  man pages written by help2man from each program's --help at
#                                    build time (cmake/ManPage.cmake; packaging/*.h2m add the
#                                    description, files and see-also sections)
# Without help2man (Debian: help2man; scripts/setup.sh installs it) the build leaves the man pages out
# and says so, and cpack refuses to build the package (cmake/CPackPreBuild.cmake).
find_program(GZIP_EXECUTABLE gzip REQUIRED)
find_program(HELP2MAN_EXECUTABLE help2man)
set(PODTWIN_PACKAGE_DOC_DIR ${CMAKE_INSTALL_DATADIR}/doc/podtwin)
set(pkgdoc ${CMAKE_BINARY_DIR}/package-doc)
add_custom_command(
  OUTPUT ${pkgdoc}/changelog.gz
  COMMAND ${CMAKE_COMMAND} -E make_directory ${pkgdoc}
  COMMAND ${CMAKE_COMMAND} -E copy ${PROJECT_SOURCE_DIR}/packaging/changelog ${pkgdoc}/changelog
  COMMAND ${GZIP_EXECUTABLE} -9nf ${pkgdoc}/changelog
  DEPENDS ${PROJECT_SOURCE_DIR}/packaging/changelog
  COMMENT "Compressing the package changelog"
  VERBATIM)
set(package_docs ${pkgdoc}/changelog.gz)
install(FILES ${PROJECT_SOURCE_DIR}/packaging/copyright ${pkgdoc}/changelog.gz
        DESTINATION ${PODTWIN_PACKAGE_DOC_DIR})

# program|NAME line of its man page
set(podtwin_man_pages "podtwin-sim|run PodTwin simulations, sweeps and drills without a window")
if(PODTWIN_BUILD_GUI)
  list(APPEND podtwin_man_pages "podtwin|digital twin of a liquid-cooled AI training pod")
endif()
if(HELP2MAN_EXECUTABLE)
  foreach(entry IN LISTS podtwin_man_pages)
    string(REPLACE "|" ";" entry "${entry}")
    list(GET entry 0 program)
    list(GET entry 1 summary)
    set(page ${pkgdoc}/man1/${program}.1.gz)
    add_custom_command(
      OUTPUT ${page}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${pkgdoc}/man1
      COMMAND ${CMAKE_COMMAND} -DHELP2MAN=${HELP2MAN_EXECUTABLE} -DGZIP=${GZIP_EXECUTABLE}
              -DPROGRAM=$<TARGET_FILE:${program}> -DSUMMARY=${summary} -DVERSION=${PROJECT_VERSION}
              -DINCLUDE=${PROJECT_SOURCE_DIR}/packaging/${program}.h2m -DOUT=${page}
              -P ${PROJECT_SOURCE_DIR}/cmake/ManPage.cmake
      DEPENDS ${program} ${PROJECT_SOURCE_DIR}/packaging/${program}.h2m
              ${PROJECT_SOURCE_DIR}/cmake/ManPage.cmake
      COMMENT "Writing the man page of ${program} from its --help (help2man)"
      VERBATIM)
    list(APPEND package_docs ${page})
    install(FILES ${page} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
  endforeach()
else()
  message(STATUS "help2man not found: no man pages; cpack will refuse to build the Debian package "
                 "(install help2man, e.g. with scripts/setup.sh, and configure again)")
endif()
# Part of every build except the sanitizer and fuzzing ones, which are never packaged.
if(PODTWIN_SANITIZE OR PODTWIN_FUZZ)
  add_custom_target(podtwin_package_docs DEPENDS ${package_docs})
else()
  add_custom_target(podtwin_package_docs ALL DEPENDS ${package_docs})
endif()
# Everything the package holds, for `make package` and scripts/test-install.sh (not the tests).
add_custom_target(podtwin_package_contents)
add_dependencies(podtwin_package_contents podtwin-sim podtwin_package_docs)
if(PODTWIN_BUILD_GUI)
  add_dependencies(podtwin_package_contents podtwin podtwin_icons)
endif()

# The installed programs bind every symbol at start (-z now), so that with lld's default RELRO the
# whole GOT is read-only after relocation (full RELRO: lintian's hardening-no-bindnow).
foreach(program podtwin podtwin-sim)
  if(TARGET ${program})
    target_link_options(${program} PRIVATE LINKER:-z,now)
  endif()
endforeach()

# Before cpack packs the staged files: checks that the man pages and the Debian documents are there
# (naming help2man when it was missing) and strips the .comment and .note sections Debian's dh_strip
# removes too.
set(CPACK_PODTWIN_MAN_PAGES)
foreach(entry IN LISTS podtwin_man_pages)
  string(REGEX REPLACE "\\|.*" "" program "${entry}")
  list(APPEND CPACK_PODTWIN_MAN_PAGES ${CMAKE_INSTALL_MANDIR}/man1/${program}.1.gz)
endforeach()
set(CPACK_PODTWIN_DOC_FILES ${PODTWIN_PACKAGE_DOC_DIR}/copyright ${PODTWIN_PACKAGE_DOC_DIR}/changelog.gz)
set(CPACK_PODTWIN_HELP2MAN "${HELP2MAN_EXECUTABLE}")
set(CPACK_PODTWIN_OBJCOPY "${CMAKE_OBJCOPY}")
set(CPACK_PRE_BUILD_SCRIPTS ${PROJECT_SOURCE_DIR}/cmake/CPackPreBuild.cmake)

include(CPack)
