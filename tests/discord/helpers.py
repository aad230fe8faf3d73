"""Small readers over what the fake Discord recorded."""
from console.fakediscord import SentMessage


def contents(messages: list[SentMessage]) -> str:
    return "\n".join(m.content for m in messages)


def private(messages: list[SentMessage]) -> list[SentMessage]:
    """Ephemeral replies, and messages in a private thread or a direct message."""
    return [m for m in messages if m.ephemeral or m.private_channel]


def public(messages: list[SentMessage]) -> list[SentMessage]:
    return [m for m in messages if not m.ephemeral and not m.private_channel]


def labels(message: SentMessage) -> list[str]:
    return [c.get("label") for row in message.components for c in row["components"] if c.get("type") == 2]


def custom_ids(message: SentMessage) -> list[str]:
    return [c["custom_id"] for row in message.components for c in row["components"]]
