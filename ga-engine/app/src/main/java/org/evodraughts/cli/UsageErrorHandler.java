package org.evodraughts.cli;

import java.io.PrintWriter;
import org.evodraughts.files.Printable;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * A usage error ({@code Unknown option: '--bogus'}, a missing option, a bad value) as every
 * other failure is reported: one {@code error: …} line and exit status 2, then picocli's
 * suggestions ("Did you mean") where it has some, and the command's usage. Picocli's own
 * handler prints the message without the prefix, and the suggestions instead of the usage.
 */
final class UsageErrorHandler implements IParameterExceptionHandler {
    @Override
    public int handleParseException(ParameterException e, String[] args) {
        CommandLine command = e.getCommandLine();
        PrintWriter err = command.getErr();
        String message = e.getMessage() == null ? "" : e.getMessage().strip();
        err.println("error: " + Printable.of(message.lines().findFirst().orElse("a usage error")));
        UnmatchedArgumentException.printSuggestions(e, err);
        command.usage(err, command.getColorScheme());
        err.flush();
        return UserErrorHandler.USER_ERROR;
    }
}
