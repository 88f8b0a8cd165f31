"""A real SMTP server for the tests (aiosmtpd): `smtp_server.py PORT DIR [stall]`.

Every message it accepts is written into DIR as one JSON file, decoded by Python's own e-mail
parser: the envelope, the headers, the text and HTML parts, and the raw message. With `stall`
it accepts connections and never answers, as a mail server that hangs does. It prints `ready`
once it listens.
"""

import asyncio
import email
import email.policy
import json
import os
import sys
import uuid

from aiosmtpd.controller import Controller


class Keep:
    def __init__(self, directory):
        self.directory = directory

    async def handle_DATA(self, server, session, envelope):
        message = email.message_from_bytes(envelope.original_content, policy=email.policy.default)
        parts = {}
        for part in message.walk():
            if part.get_content_maintype() == "text":
                parts[part.get_content_type()] = part.get_content()
        record = {
            "mail_from": envelope.mail_from,
            "rcpt_tos": envelope.rcpt_tos,
            "headers": {key.lower(): str(value) for key, value in message.items()},
            "content_type": message.get_content_type(),
            "text": parts.get("text/plain"),
            "html": parts.get("text/html"),
            "raw": envelope.original_content.decode("utf-8", "replace"),
        }
        name = uuid.uuid4().hex
        partial = os.path.join(self.directory, "." + name)
        with open(partial, "w") as out:
            json.dump(record, out)
        os.rename(partial, os.path.join(self.directory, name + ".json"))
        return "250 Message accepted for delivery"


async def stall(port):
    held = []

    async def hold(reader, writer):
        held.append(writer)
        await asyncio.sleep(3600)

    server = await asyncio.start_server(hold, "127.0.0.1", port)
    print("ready", flush=True)
    async with server:
        await server.serve_forever()


def main():
    port, directory = int(sys.argv[1]), sys.argv[2]
    if len(sys.argv) > 3 and sys.argv[3] == "stall":
        asyncio.run(stall(port))
        return
    os.makedirs(directory, exist_ok=True)
    controller = Controller(Keep(directory), hostname="127.0.0.1", port=port, decode_data=False)
    controller.start()
    print("ready", flush=True)
    try:
        asyncio.run(asyncio.Event().wait())
    finally:
        controller.stop()


if __name__ == "__main__":
    main()
