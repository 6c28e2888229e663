package org.evodraughts.cli;

import java.io.PrintWriter;
import org.evodraughts.checkers.io.Printable;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/**
 * Turns any failure of a command into one line on stderr, {@code error: …}, naming what is wrong
 * (the messages name the file, key or URI), and exit code 2. The stack trace is printed only
 * with {@code --verbose}; a run's own failures also go to its evolve.log with their trace.
 * A failure that is not about the input (a bug) says so and asks for {@code --verbose}.
 */
final class UserErrorHandler implements IExecutionExceptionHandler {
    static final int USER_ERROR = 2;

    @Override
    public int handleExecutionException(Exception e, CommandLine command, ParseResult parseResult) {
        PrintWriter err = command.getErr();
        err.println("error: " + describe(e));
        if (verbose(parseResult)) {
            e.printStackTrace(err);
        } else {
            LoggerFactory.getLogger(UserErrorHandler.class).debug("command failed", e);
        }
        err.flush();
        return USER_ERROR;
    }

    /** The failure in one line. */
    static String describe(Throwable e) {
        String message = e.getMessage();
        if (e instanceof java.io.UncheckedIOException && e.getCause() != null) {
            message = e.getCause().getMessage();
        }
        if (message == null || message.isBlank()) {
            return "an unexpected " + e.getClass().getSimpleName() + " (a bug; --verbose shows where)";
        }
        String line = Printable.of(message.strip().lines().findFirst().orElse("")); // no terminal controls either
        boolean expected = e instanceof IllegalArgumentException || e instanceof java.io.IOException
                || e instanceof java.io.UncheckedIOException || e instanceof IllegalStateException
                || e.getClass().getPackageName().startsWith("org.evodraughts");
        return expected ? line : line + " (" + e.getClass().getSimpleName() + "; --verbose shows where)";
    }

    private static boolean verbose(ParseResult result) {
        for (ParseResult r = result; r != null; r = r.subcommand()) {
            if (r.hasMatchedOption("--verbose")) {
                return true;
            }
        }
        return false;
    }
}
