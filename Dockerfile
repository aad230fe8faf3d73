FROM python:3.11-slim

RUN useradd --create-home --uid 10001 arbiter \
    && mkdir /data && chown arbiter:arbiter /data
WORKDIR /app
COPY pyproject.toml README.md bot.py games.py ./
COPY engine ./engine
COPY cogs ./cogs
COPY render ./render
COPY console ./console
COPY i18n ./i18n
COPY data ./data
COPY bench ./bench
RUN pip install --no-cache-dir .

USER arbiter
ENV ARBITER_DB=/data/arbiter.db PYTHONUNBUFFERED=1
VOLUME ["/data"]
# Run in the volume, the one directory the arbiter user may write: a relative --db or --out (or an
# ARBITER_DB=arbiter.db in an old .env, which overrides the ENV above) still lands on the volume, not in /app.
WORKDIR /data
CMD ["python", "/app/bot.py"]
