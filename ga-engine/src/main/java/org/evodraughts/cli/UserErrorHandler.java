package org.evodraughts.cli;

import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/**
 * Turns an error caused by the user's input (a bad FEN, file or value) into one clear line on
 * stderr and exit code 2, instead of a stack trace. Anything else is a bug and is rethrown.
 */
final class UserErrorHandler implements IExecutionExceptionHandler {
    static final int USER_ERROR = 2;

    @Override
    public int handleExecutionException(Exception e, CommandLine command, ParseResult parseResult) throws Exception {
        if (e instanceof IllegalArgumentException || e instanceof java.io.IOException) {
            command.getErr().println("error: " + e.getMessage());
            return USER_ERROR;
        }
        throw e;
    }
}
