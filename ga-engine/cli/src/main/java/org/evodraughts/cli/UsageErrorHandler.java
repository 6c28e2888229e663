package org.evodraughts.cli;

import java.io.PrintWriter;
import org.evodraughts.files.Printable;
import org.evodraughts.uri.UriPasswords;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * A usage error ({@code Unknown option: '--bogus'}, a missing option, a bad value) as every
 * other failure is reported: one {@code error: …} line and exit status 2, then picocli's
 * suggestions ("Did you mean") where it has some, and the command's usage; a value of the wrong
 * type ({@code --generations abc}) gets the line alone, pointing at {@code --help}. Picocli's own
 * handler prints the message without the prefix, and the suggestions instead of the usage.
 */
final class UsageErrorHandler implements IParameterExceptionHandler {
    @Override
    public int handleParseException(ParameterException e, String[] args) {
        CommandLine command = e.getCommandLine();
        PrintWriter err = command.getErr();
        String message = e.getMessage() == null ? "" : e.getMessage().strip();
        // A mistyped option's value is echoed: a URI's password among them is hidden.
        String line = "error: " + Printable.line(UriPasswords.hideIn(message.lines().findFirst().orElse("a usage error")));
        if (e.getCause() instanceof TypeConversionException) {
            // A value of the wrong type: the line names the option and the value, and pages of
            // usage would bury it.
            err.println(line + "; see ./" + command.getCommandSpec().qualifiedName() + " --help");
        } else {
            err.println(line);
            UnmatchedArgumentException.printSuggestions(e, err);
            command.usage(err, command.getColorScheme());
        }
        err.flush();
        return UserErrorHandler.USER_ERROR;
    }
}
