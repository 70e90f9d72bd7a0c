# syntax=docker/dockerfile:1
# cardgames gRPC service image.
#   docker build -t cardgames:0.1.0 .
# Builder compiles the native double-dummy solver (g++, Python headers) and generates
# the protobuf code; the runtime stage carries only the installed packages.

FROM python:3.11-slim AS builder
ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1
RUN apt-get update \
 && apt-get install -y --no-install-recommends build-essential \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
# Installs the project and its dependencies under /install (bin/, lib/python3.11/site-packages/).
RUN pip install --prefix=/install .

FROM python:3.11-slim
ENV PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    CARDGAMES_PORT=50051 \
    CARDGAMES_METRICS_PORT=9090
RUN groupadd --system --gid 10001 cardgames \
 && useradd --system --uid 10001 --gid 10001 --no-create-home \
      --home-dir /nonexistent --shell /usr/sbin/nologin cardgames
COPY --from=builder /install /usr/local
# Empty working directory: `python -m` puts the cwd on sys.path, so it must not
# shadow the installed `service` package with a source checkout.
WORKDIR /app
USER 10001:10001
EXPOSE 50051 9090
ENTRYPOINT ["python", "-m", "cardgames.service"]
