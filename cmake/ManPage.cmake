# Writes the man page of one installed program from its --help with help2man, gzip'd (gzip -9n):
#   cmake -DHELP2MAN=<path> -DGZIP=<path> -DPROGRAM=<built executable> -DSUMMARY=<NAME line>
#         -DVERSION=<x.y.z> -DINCLUDE=<.h2m file> -DOUT=<dir>/<program>.1.gz -P ManPage.cmake
# The program runs as a user would start it from the PATH (so its usage line names `podtwin`, not a
# build-tree path), in English (C.UTF-8), with a fresh home (no saved language or settings) and
# without a display (Qt's offscreen platform), so the page is the same on every build machine.
foreach(var HELP2MAN GZIP PROGRAM SUMMARY VERSION INCLUDE OUT)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "ManPage.cmake: -D${var}=... is missing")
  endif()
endforeach()
get_filename_component(bin_dir "${PROGRAM}" DIRECTORY)
get_filename_component(name "${PROGRAM}" NAME)
get_filename_component(out_dir "${OUT}" DIRECTORY)
string(REGEX REPLACE "\\.gz$" "" page "${OUT}")
set(home "${out_dir}/${name}.home")
file(REMOVE_RECURSE "${home}")
file(MAKE_DIRECTORY "${home}/runtime")
file(CHMOD "${home}/runtime" DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)

set(ENV{PATH} "${bin_dir}:$ENV{PATH}")
set(ENV{HOME} "${home}")
set(ENV{XDG_CONFIG_HOME} "${home}/.config")
set(ENV{XDG_DATA_HOME} "${home}/.local/share")
set(ENV{XDG_CACHE_HOME} "${home}/.cache")
set(ENV{XDG_RUNTIME_DIR} "${home}/runtime")
set(ENV{LC_ALL} C.UTF-8)
set(ENV{LANG} C.UTF-8)
unset(ENV{LANGUAGE})
unset(ENV{DISPLAY})
unset(ENV{WAYLAND_DISPLAY})
set(ENV{QT_QPA_PLATFORM} offscreen)

file(REMOVE "${page}" "${OUT}")
execute_process(
  COMMAND "${HELP2MAN}" --no-info --locale=C.UTF-8 "--name=${SUMMARY}"
          "--version-string=${name} (PodTwin) ${VERSION}" "--include=${INCLUDE}" "--output=${page}" "${name}"
  RESULT_VARIABLE rc
  OUTPUT_VARIABLE out
  ERROR_VARIABLE out)
file(REMOVE_RECURSE "${home}")
if(NOT rc EQUAL 0 OR NOT EXISTS "${page}")
  message(FATAL_ERROR "help2man could not write the man page of ${name} from `${name} --help` "
                      "(exit ${rc}): ${out}")
endif()
# A page without a usage means --help printed something else (e.g. an error message).
file(READ "${page}" text)
if(NOT text MATCHES "\\.SH SYNOPSIS|Usage:")
  message(FATAL_ERROR "${page}: `${name} --help` printed no usage; the man page would be empty")
endif()
execute_process(COMMAND "${GZIP}" -9nf "${page}" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${GZIP} -9nf ${page} failed (exit ${rc})")
endif()
