#!/usr/bin/env python3
"""The WebKitGTK browser the cross-engine suite drives through WebKitWebDriver.

WebKitWebDriver starts this program (capability webkitgtk:browserOptions.binary) with
--automation. It is MiniBrowser reduced to what a test needs, for two reasons:
- MiniBrowser ignores its --enable-write-console-messages-to-stdout flag for the views it
  makes for automation; here every view writes console messages and uncaught errors out
  (to stderr, in WebKitGTK 2.50), where the suite reads them (WebKitGTK's classic WebDriver
  has no log endpoint);
- a window has no toolbar, so the page gets exactly the phone-sized viewport asked for.
Each view (a tab, to WebDriver) has a window of its own, all in the browser's one profile.

Viewport: ENGINE_VIEWPORT=WIDTHxHEIGHT (CSS pixels).
"""
import atexit
import os
import shutil
import tempfile

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

width, height = (int(n) for n in os.environ.get("ENGINE_VIEWPORT", "390x844").split("x"))

# Not ephemeral (WebContext.new_ephemeral()): WebKit writes out no console message of a page in
# an ephemeral session (a private window's console stays private), so the suite would see none.
# A data directory of this browser's own instead, in the folder the suite makes for the run and
# removes (ENGINE_PROFILES; also removed here at the end), so every session (a browser of its
# own) still starts with nothing.
profile = tempfile.mkdtemp(prefix="webkit-profile-", dir=os.environ.get("ENGINE_PROFILES"))
atexit.register(shutil.rmtree, profile, ignore_errors=True)
manager = WebKit2.WebsiteDataManager(base_data_directory=profile, base_cache_directory=profile)
context = WebKit2.WebContext(website_data_manager=manager)
context.set_automation_allowed(True)
settings = WebKit2.Settings()
settings.set_property("enable-write-console-messages-to-stdout", True)
# One window per view: WebDriver's "New Window" (a second tab) must not take the first view's
# place, for a test of two tabs needs both alive. The browser ends with its last window.
windows = []


def window_closed(window):
    windows.remove(window)
    if not windows:
        Gtk.main_quit()


def create_view(_session):
    view = WebKit2.WebView(web_context=context, settings=settings, is_controlled_by_automation=True)
    window = Gtk.Window()
    window.set_default_size(width, height)
    window.add(view)
    window.connect("destroy", window_closed)
    # WebDriver's "Close Window" asks the view to close; the window goes with it.
    view.connect("close", lambda _view: window.destroy())
    windows.append(window)
    window.show_all()
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("WebKitGTK")
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)
    session.connect("create-web-view", create_view)


context.connect("automation-started", automation_started)
Gtk.main()
