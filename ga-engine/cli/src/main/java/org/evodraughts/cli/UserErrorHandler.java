package org.evodraughts.cli;

import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import org.evodraughts.files.Printable;
import org.evodraughts.uri.UriPasswords;
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
        Throwable shown = e instanceof java.io.UncheckedIOException && e.getCause() != null ? e.getCause() : e;
        String message = shown.getMessage();
        if (shown instanceof FileSystemException f && f.getReason() == null && message != null) {
            message += ": " + why(f); // the JDK names only the file: "runs/r1/config.yaml"
        }
        if (message == null || message.isBlank()) {
            return "an unexpected " + e.getClass().getSimpleName() + " (a bug; --verbose shows where)";
        }
        // No terminal controls, no megabytes, no URI's password.
        String line = Printable.line(UriPasswords.hideIn(message.strip().lines().findFirst().orElse("")));
        boolean expected = e instanceof IllegalArgumentException || e instanceof java.io.IOException
                || e instanceof java.io.UncheckedIOException || e instanceof IllegalStateException
                || e.getClass().getPackageName().startsWith("org.evodraughts");
        return expected ? line : line + " (" + e.getClass().getSimpleName() + "; --verbose shows where)";
    }

    private static String why(FileSystemException e) {
        return switch (e) {
            case AccessDeniedException _ -> "permission denied";
            case NoSuchFileException _ -> "no such file or directory";
            case FileAlreadyExistsException _ -> "already exists";
            case NotDirectoryException _ -> "not a directory";
            case DirectoryNotEmptyException _ -> "the directory is not empty";
            default -> e.getClass().getSimpleName();
        };
    }

    /** Whether {@code --verbose} is on the command line {@code result} parsed (the root's), anywhere. */
    static boolean verbose(ParseResult result) {
        for (ParseResult r = result; r != null; r = r.subcommand()) {
            if (r.hasMatchedOption("--verbose")) {
                return true;
            }
        }
        return false;
    }
}
