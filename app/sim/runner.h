#pragma once
// The headless runner behind `podtwin-sim` (placeholder until the power issue lands the full CLI).
int runCli(int argc, char** argv);
