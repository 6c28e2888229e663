package org.evodraughts.ga.run;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.FileAppender;
import java.nio.file.Path;
import org.slf4j.LoggerFactory;

/**
 * Sends the program's log (info and above) to a run's log file, appending, for as long as it is
 * open; the console keeps showing warnings only (see {@code logback.xml}). A run's failure, with
 * its stack trace, goes to the file alone ({@link #failure}): the console gets the one-line error.
 */
public final class RunLog implements AutoCloseable {
    /** The logger whose records reach the run's log file and nothing else. */
    private static final String FILE_ONLY = "org.evodraughts.run-log";

    private final FileAppender<ILoggingEvent> appender;
    private final Logger root;
    private final Logger fileOnly;

    private RunLog(FileAppender<ILoggingEvent> appender, Logger root, Logger fileOnly) {
        this.appender = appender;
        this.root = root;
        this.fileOnly = fileOnly;
    }

    /** Starts logging to {@code file}. */
    public static RunLog to(Path file) {
        if (!(LoggerFactory.getILoggerFactory() instanceof LoggerContext context)) {
            return new RunLog(null, null, null); // another logging backend: leave logging to it
        }
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
        return new RunLog(appender, root, fileOnly);
    }

    /** Records why the run failed, with the stack trace, in the run's log file only. */
    public void failure(String what, Throwable cause) {
        if (fileOnly != null) {
            fileOnly.error(what, cause);
        }
    }

    @Override
    public void close() {
        if (appender != null) {
            root.detachAppender(appender);
            fileOnly.detachAppender(appender);
            appender.stop();
        }
    }
}
