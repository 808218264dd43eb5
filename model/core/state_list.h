#pragma once
// PODTWIN_STATE(ar, a, b, c): the one list of a class's mutable state, inside its
// `template <class Ar> void visitState(Ar& ar)`. It hands the archive the members and, as one
// string, the names they are written with ("m_soc, m_v1, *m_gensets"), so that every archive gets
// the same list: the byte archives (core/state_archive.h) ignore the names; the named ones
// (core/named_state.h) turn them into field paths ("power.battery.soc") for self-describing
// checkpoints, the field-by-field diff and the golden-hash report.
#define PODTWIN_STATE(ar, ...) (ar).fields(#__VA_ARGS__, __VA_ARGS__)
