package org.evodraughts.web;

import io.javalin.http.Context;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.jetty.ee10.servlet.ServletContextRequest;
import org.eclipse.jetty.http.HttpMethod;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.handler.QoSHandler;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Request bodies under a deadline, and a cap on the uploads in flight, so that slow uploads
 * cannot take the server's threads from every other request: a holder of the token who sent 300
 * uploads' headers and one byte each made every other request wait 20 s, each such upload
 * holding a thread while it waited for the rest.
 * <ul>
 *   <li>The cap is Jetty's {@link QoSHandler} on requests with a body ({@link #cap}): at most
 *       {@link #MAX_IN_FLIGHT} at once; the next wait a moment without a thread, and are then
 *       answered 503. Pages, the API's reads and live updates are never held by it.</li>
 *   <li>The deadline ({@link #read}): a body must have arrived {@code deadline} after its
 *       request began, or the read is ended and the request answered 408. Jetty times a read out
 *       only after the connection's idle time (30 s), and then again for every byte that
 *       trickles in; here the idle time is cut to a millisecond when the deadline passes.</li>
 * </ul>
 * Uploads dropped this way are counted, and told in one warning line a minute at most, where
 * each logged its own. Thread-safe.
 */
final class RequestBodies implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(RequestBodies.class);
    /** Uploads read at once: a person's page sends one at a time. */
    static final int MAX_IN_FLIGHT = 8;
    /** How long a request with a body waits for a place before it is answered 503. */
    static final Duration MAX_WAIT = Duration.ofSeconds(1);
    /** At most one line of dropped uploads in this time. */
    private static final long TELL_EVERY_NANOS = Duration.ofMinutes(1).toNanos();

    private final Duration deadline;
    private final ScheduledExecutorService timer;
    private long dropped;
    private long lastTold = System.nanoTime() - TELL_EVERY_NANOS;

    RequestBodies(Duration deadline) {
        this.deadline = deadline;
        this.timer = Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform().name("body-deadline").daemon().factory());
    }

    /** The cap on uploads in flight, for the server's handlers (Javalin's servlet context's). */
    static QoSHandler cap() {
        QoSHandler qos = new QoSHandler();
        qos.includeMethod(HttpMethod.POST.asString(), HttpMethod.PUT.asString(), HttpMethod.PATCH.asString(),
                HttpMethod.DELETE.asString());
        qos.setMaxRequestCount(MAX_IN_FLIGHT);
        qos.setMaxSuspend(MAX_WAIT);
        qos.setRejectStatusCode(503);
        return qos;
    }

    /**
     * Reads the request's body, if it has one, within the deadline; the handlers then find it read
     * ({@code ctx.body()}).
     *
     * @throws ApiException 408 if it did not arrive in time, or the client went away
     */
    void read(Context ctx) {
        if (ctx.contentLength() == 0 || ctx.method().name().equals("GET")) {
            return;
        }
        EndPoint endPoint = ServletContextRequest.getServletContextRequest(ctx.req()).getConnectionMetaData()
                .getConnection().getEndPoint();
        long idle = endPoint.getIdleTimeout();
        AtomicBoolean late = new AtomicBoolean();
        ScheduledFuture<?> cut = timer.schedule(() -> {
            late.set(true);
            endPoint.setIdleTimeout(1); // the read waiting for more fails at once
        }, deadline.toMillis(), TimeUnit.MILLISECONDS);
        try {
            ctx.bodyAsBytes();
        } catch (RuntimeException e) {
            dropped();
            throw new ApiException(408, "body", late.get() ? "the upload did not arrive within " + deadline.toSeconds()
                    + " s" : "the upload was cut off before its end");
        } finally {
            cut.cancel(false);
            endPoint.setIdleTimeout(idle); // the read is over either way: the answer is written in the usual time
        }
    }

    private void dropped() {
        long count;
        synchronized (this) {
            dropped++;
            long now = System.nanoTime();
            if (now - lastTold < TELL_EVERY_NANOS) {
                return;
            }
            count = dropped;
            dropped = 0;
            lastTold = now;
        }
        LOG.warn("serve: dropped {} upload{} that did not arrive within {} s or were cut off (told at most once a minute)",
                count, count == 1 ? "" : "s", deadline.toSeconds());
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
