FROM python:3.11-slim

RUN useradd --create-home --uid 10001 arbiter \
    && mkdir /data && chown arbiter:arbiter /data
WORKDIR /app
COPY pyproject.toml README.md bot.py ./
COPY engine ./engine
COPY cogs ./cogs
COPY render ./render
COPY console ./console
COPY i18n ./i18n
COPY data ./data
COPY bench ./bench
RUN pip install --no-cache-dir .

USER arbiter
ENV ARBITER_DB=/data/arbiter.db
VOLUME ["/data"]
CMD ["python", "bot.py"]
