# Run by cpack (CPACK_PRE_BUILD_SCRIPTS, set in cmake/Packaging.cmake) after it has installed the
# package's files into its staging directory and before it packs them:
#   1. refuses to pack a package without its man pages or its copyright and changelog, naming the
#      cause (help2man was missing when the build directory was configured);
#   2. removes the .comment and .note sections from the (already stripped) ELF files, as Debian's
#      dh_strip does: compiler and linker version strings that nothing at run time reads.
set(stage "${CPACK_TEMPORARY_DIRECTORY}${CPACK_PACKAGING_INSTALL_PREFIX}")
if(NOT IS_DIRECTORY "${stage}")
  message(FATAL_ERROR "CPackPreBuild.cmake: no staging directory ${stage}")
endif()
foreach(file IN LISTS CPACK_PODTWIN_MAN_PAGES)
  if(NOT EXISTS "${stage}/${file}")
    if(NOT CPACK_PODTWIN_HELP2MAN)
      message(FATAL_ERROR "The package needs the man page ${file}, which help2man writes at build time, "
                          "and help2man was not found when this build directory was configured. Install "
                          "it (Debian: apt-get install help2man; scripts/setup.sh does), configure again "
                          "(cmake --preset release) and build the podtwin_package_contents target.")
    endif()
    message(FATAL_ERROR "The package needs the man page ${file}: build the podtwin_package_contents "
                        "target (or all) before cpack.")
  endif()
endforeach()
foreach(file IN LISTS CPACK_PODTWIN_DOC_FILES)
  if(NOT EXISTS "${stage}/${file}")
    message(FATAL_ERROR "The package needs ${file}: build the podtwin_package_contents target before cpack.")
  endif()
endforeach()

file(GLOB programs "${stage}/bin/*")
foreach(program IN LISTS programs)
  file(READ "${program}" magic LIMIT 4 HEX)
  if(magic STREQUAL "7f454c46")
    execute_process(COMMAND "${CPACK_PODTWIN_OBJCOPY}" --remove-section=.comment --remove-section=.note
                            "${program}" RESULT_VARIABLE rc ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "${CPACK_PODTWIN_OBJCOPY} --remove-section=.comment ${program}: ${err}")
    endif()
  endif()
endforeach()
