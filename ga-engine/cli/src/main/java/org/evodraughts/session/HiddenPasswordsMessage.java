package org.evodraughts.session;

import ch.qos.logback.classic.pattern.MessageConverter;
import ch.qos.logback.classic.spi.ILoggingEvent;
import org.evodraughts.uri.UriPasswords;

/**
 * A log line's message ({@code %msg}, on the console and in a run's {@code evolve.log}) with the
 * password of any URI in it hidden ({@link UriPasswords#hideIn}): whatever logs a URI, the
 * program or a library, its password reaches no log. Registered for {@code %msg} in
 * {@code logback.xml}.
 */
public final class HiddenPasswordsMessage extends MessageConverter {
    @Override
    public String convert(ILoggingEvent event) {
        return UriPasswords.hideIn(super.convert(event));
    }
}
