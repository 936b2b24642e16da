#!/usr/bin/env bash
# Installs every Debian 12 package the build, the tests and the GUI need.
# Used by the README's two commands and by .ci/run, so there is one list.
set -euo pipefail

packages=(
  # toolchain
  build-essential cmake ninja-build ccache pkg-config git
  clang-format  # the layout of the sources (scripts/check-format.sh)
  # Qt 6 (Widgets, Sql + SQLite driver, Concurrent, Test, PrintSupport, Svg, translations)
  qt6-base-dev qt6-base-dev-tools libqt6sql6-sqlite qt6-svg-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools libgl-dev
  # charts
  libqcustomplot-dev
  # storage, archives, text
  libsqlite3-dev libarchive-dev libicu-dev libstemmer-dev wordnet-base
  libxml2-dev  # HTML parsing for main-content extraction
  libdtl-dev  # word-level diffs in the pair view (header-only)
  libpoppler-qt6-dev  # PDF text, only in the neardup-pdftext helper process
  # compressors and hashing
  libsnappy-dev liblz4-dev libzstd-dev zlib1g-dev libbz2-dev liblzma-dev libxxhash-dev
  libssl-dev  # required by cpp-httplib's pkg-config file
  libopencv-ml-dev  # paper 001 classifiers (SVM, k-NN, Bayes, trees, boosting, MLP, logistic regression)
  liblinear-dev libxgboost-dev  # paper 001: LinearSVC and gradient boosting
  libbenchmark-dev  # bench_kernels (Google Benchmark micro-benchmarks)
  libcpp-httplib-dev  # neardup-cli serve's HTTP server
  wrk  # serve's load benchmark (bench/serve/)
  sqlite3 curl  # scripts/crash-test.sh checks the workspace and drives the service
  qt6-httpserver-dev qt6-websockets-dev  # bench_qthttpserver: the check endpoint on Qt HttpServer, for comparison
  python3-distributed python3-dask python3-pandas  # scale/: the stages on a Dask cluster (dask.dataframe)
  wamerican  # the word list of bench_makecollection, which the scale-out test generates documents with
  clang libclang-rt-14-dev  # fuzz/: libFuzzer targets (clang's -fsanitize=fuzzer)
  # offscreen GUI tests and screenshots
  xvfb xauth
  qt6ct  # the dark screenshots: a dark colour scheme handed to Qt as a desktop would
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present"
  exit 0
fi

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y --no-install-recommends "${missing[@]}"
