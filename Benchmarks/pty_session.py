"""Programs run in a pseudo-terminal for the benchmarks: start, wait for text, stop."""
import fcntl, os, pty, select, struct, termios


def spawn(argv, env=None, size=None):
    """Starts `argv` on a new pty (with `env` if given; `size` as (rows, columns))."""
    pid, fd = pty.fork()
    if pid == 0:
        if env is None:
            os.execvp(argv[0], argv)
        os.execvpe(argv[0], argv, env)
    if size is not None:
        rows, columns = size
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    return pid, fd


def wait_for(fd, needle, buffer, seconds=10):
    """Reads into buffer[0] until it holds `needle`; TimeoutError after `seconds` silent."""
    while needle not in buffer[0]:
        ready, _, _ = select.select([fd], [], [], seconds)
        if not ready:
            raise TimeoutError(f"no {needle!r}; got {buffer[0][-200:]!r}")
        buffer[0] += os.read(fd, 65536)


def finish(pid, fd):
    """Kills the program and closes its pty."""
    try:
        os.kill(pid, 9)
    except ProcessLookupError:
        pass
    os.waitpid(pid, 0)
    os.close(fd)
