# Thin wrapper over the CMake presets. `make run` and `make test` are the README's quick start.
.PHONY: run test asan model bench screenshots format tidy clean
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
format:
	git ls-files '*.cpp' '*.h' | xargs clang-format-14 -i
tidy:
	cmake --preset release && run-clang-tidy-14 -p build/release -quiet 'model/|app/|views/'
clean:
	rm -rf build
