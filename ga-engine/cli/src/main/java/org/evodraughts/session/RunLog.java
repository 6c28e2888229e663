package org.evodraughts.session;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.FileAppender;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.evodraughts.files.DiskFull;
import org.evodraughts.files.OwnTree;
import org.slf4j.LoggerFactory;

/**
 * Sends the program's log (info and above) to a run's log file, appending, for as long as it is
 * open; the console keeps showing warnings only (see {@code logback.xml}). A run's failure, with
 * its stack trace, goes to the file alone ({@link #failure}): the console gets the one-line error.
 */
public final class RunLog implements AutoCloseable {
    /** The logger whose records reach the run's log file and nothing else. */
    private static final String FILE_ONLY = "org.evodraughts.run-log";

    private final Path file;
    private final FileAppender<ILoggingEvent> appender;
    private final Logger root;
    private final Logger fileOnly;

    private RunLog(Path file, FileAppender<ILoggingEvent> appender, Logger root, Logger fileOnly) {
        this.file = file;
        this.appender = appender;
        this.root = root;
        this.fileOnly = fileOnly;
    }

    /** Starts logging to {@code file}, after a last line left torn by an earlier session is cut off. */
    public static RunLog to(Path file) throws IOException {
        // Opening a FIFO to append would wait for a reader for ever, and silently.
        OwnTree.of(file.toAbsolutePath().getParent()).check(file); // a link, or another user's file, refused in its words
        if (Files.exists(file, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException("the run's log " + file + " is not a regular file (a device, pipe, socket or link?); move it "
                    + "aside, then go on");
        }
        if (!(LoggerFactory.getILoggerFactory() instanceof LoggerContext context)) {
            return new RunLog(file, null, null, null); // another logging backend: leave logging to it
        }
        dropTornLine(file);
        PatternLayoutEncoder encoder = new PatternLayoutEncoder();
        encoder.setContext(context);
        encoder.setPattern("%d{yyyy-MM-dd HH:mm:ss.SSS} %-5level %logger{36} - %msg%n");
        encoder.start();
        FileAppender<ILoggingEvent> appender = new FileAppender<>();
        appender.setContext(context);
        appender.setName("run-log");
        appender.setFile(file.toString());
        appender.setAppend(true);
        appender.setEncoder(encoder);
        appender.start();
        Logger root = context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        root.addAppender(appender);
        Logger fileOnly = context.getLogger(FILE_ONLY);
        fileOnly.setAdditive(false);
        fileOnly.addAppender(appender);
        return new RunLog(file, appender, root, fileOnly);
    }

    /**
     * Records why the run failed, with the stack trace, in the run's log file only; on a full
     * disk one short line instead, which has a better chance of fitting.
     */
    public void failure(String what, Throwable cause) {
        if (fileOnly != null) {
            if (DiskFull.caused(cause, file.getParent())) {
                fileOnly.error("{}: no space left on device ({})", what, DiskFull.what(cause));
            } else {
                fileOnly.error(what, cause);
            }
        }
    }

    /** Stops logging to the file, and cuts off a last line a full disk left torn. */
    @Override
    public void close() {
        if (appender != null) {
            root.detachAppender(appender);
            fileOnly.detachAppender(appender);
            appender.stop();
            dropTornLine(file);
        }
    }

    /**
     * Cuts {@code file} after its last line break, so a line that a full disk (or a kill) cut
     * short is not continued by the next session's first line. Needs no free space.
     */
    static void dropTornLine(Path file) {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS)) {
            ByteBuffer block = ByteBuffer.allocate(8192);
            long size = channel.size(), end = size;
            search:
            while (end > 0) {
                long from = Math.max(0, end - block.capacity());
                block.clear().limit((int) (end - from));
                while (block.hasRemaining() && channel.read(block, from + block.position()) >= 0) {
                    // read the whole block
                }
                for (int i = block.position() - 1; i >= 0; i--, end--) {
                    if (block.get(i) == '\n') {
                        break search;
                    }
                }
            }
            if (end < size) {
                channel.truncate(end);
            }
        } catch (IOException e) {
            // No log file, or none this process may change: nothing to mend.
        }
    }
}
